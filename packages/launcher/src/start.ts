import { join } from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags';
import { bannerText, readinessUrl, startupFacts } from './banner';
import { REPO_ROOT, chooseLogOutput, prepareEnvironment } from './environment';
import { supervise } from './supervisor';

async function untilReady(url: string): Promise<void> {
  for (;;) {
    const ready = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** `npm start`: the API (serving the web build) and the worker, with no configuration needed. */
async function main(): Promise<void> {
  const output = chooseLogOutput();
  const local = await prepareEnvironment({ NODE_ENV: 'production', API_PROCESSES: 'auto' }, (message) => output.say(message));
  supervise(
    [
      { name: 'api', command: process.execPath, args: [...API_NODE_FLAGS, join(REPO_ROOT, 'backend/dist/main.js')], env: local.env, pinoLogs: true },
      { name: 'worker', command: process.execPath, args: [join(REPO_ROOT, 'worker/dist/main.js')], env: local.env, pinoLogs: true },
    ],
    local.stop,
    output,
  );
  await untilReady(readinessUrl(local.config.host, local.config.port));
  const facts = startupFacts(local);
  output.show(bannerText(facts), 'GenAlpha is ready', { ...facts });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
