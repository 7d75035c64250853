import { resolve } from 'node:path';
import { AppConfig } from '@genalpha/shared';
import { REPO_ROOT } from './environment';
import { Say, runningLocalDatabase, sayOnConsole, startLocalDatabase } from './local-services';

export interface DatabaseServer {
  /** A database on the server: DATABASE_URL's, or the embedded server's `genalpha`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The database of `npm start`, for commands run beside it (the admin command, the seed, the bench):
 * DATABASE_URL, or the embedded PostgreSQL in <DATA_DIR>/postgres, the running one while `npm start`
 * runs, else started for the command. stop() stops only a server started here.
 */
export async function openDatabaseServer(config: AppConfig, say: Say = sayOnConsole): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const dataDir = resolve(REPO_ROOT, config.dataDir);
  const running = await runningLocalDatabase(dataDir);
  if (running) return { url: running, stop: async () => undefined };
  const embedded = await startLocalDatabase(dataDir, say);
  return { url: embedded.url, stop: embedded.stop };
}
