import { join } from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags';
import { REPO_ROOT, chooseLogOutput, prepareEnvironment } from './environment';
import { supervise } from './supervisor';

/** `npm run dev`: TypeScript in watch mode, API and worker restarted on change, Vite with its proxy. */
async function main(): Promise<void> {
  const output = chooseLogOutput();
  const local = await prepareEnvironment({ NODE_ENV: 'development' }, (message) => output.say(message));
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  supervise(
    [
      { name: 'tsc', command: npx, args: ['tsc', '-b', '-w', '--preserveWatchOutput', 'packages/shared', 'backend', 'worker'], env: local.env },
      {
        name: 'api',
        command: process.execPath,
        args: [...API_NODE_FLAGS, '--watch-path=backend/dist', '--watch-path=packages/shared/dist', join(REPO_ROOT, 'backend/dist/main.js')],
        env: local.env,
        pinoLogs: true,
      },
      {
        name: 'worker',
        command: process.execPath,
        args: ['--watch-path=worker/dist', '--watch-path=packages/shared/dist', join(REPO_ROOT, 'worker/dist/main.js')],
        env: local.env,
        pinoLogs: true,
      },
      { name: 'web', command: npx, args: ['vite', '--config', 'frontend/vite.config.ts'], env: local.env },
    ],
    local.stop,
    output,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
