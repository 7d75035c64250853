import { join } from 'node:path';
import { REPO_ROOT, prepareEnvironment } from './environment';
import { supervise } from './supervisor';

/** `npm start`: the API (serving the web build) and the worker, with no configuration needed. */
async function main(): Promise<void> {
  const local = await prepareEnvironment({ NODE_ENV: 'production' });
  supervise(
    [
      { name: 'api', command: process.execPath, args: [join(REPO_ROOT, 'backend/dist/main.js')], env: local.env },
      { name: 'worker', command: process.execPath, args: [join(REPO_ROOT, 'worker/dist/main.js')], env: local.env },
    ],
    local.stop,
  );
  console.log(`[genalpha] starting on ${local.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
