import { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@genalpha/shared';
import { RedisUnavailableError, ensureRedis, ensureSessionSecret, startEmbeddedPostgres } from './local-services';

export const REPO_ROOT = resolve(__dirname, '../../..');

export interface LocalEnvironment {
  env: NodeJS.ProcessEnv;
  publicUrl: string;
  stop(): Promise<void>;
}

/** Validates the configuration, then supplies whatever is missing: database, Redis, session secret. */
export async function prepareEnvironment(defaults: NodeJS.ProcessEnv = {}): Promise<LocalEnvironment> {
  const env: NodeJS.ProcessEnv = { ...defaults, ...process.env };
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) exit(error.message);
    throw error;
  }
  const dataDir = resolve(REPO_ROOT, config.dataDir);
  env.DATA_DIR = dataDir;
  env.SESSION_SECRET = config.sessionSecret ?? ensureSessionSecret(dataDir);

  let redis: ChildProcess | undefined;
  try {
    redis = await ensureRedis(config.redisUrl, dataDir);
  } catch (error) {
    if (error instanceof RedisUnavailableError) exit(error.message);
    throw error;
  }
  const database = config.databaseUrl ? undefined : await startEmbeddedPostgres(dataDir);
  if (database) env.DATABASE_URL = database.url;

  return {
    env,
    publicUrl: config.publicUrl,
    stop: async () => {
      await database?.stop();
      redis?.kill('SIGTERM');
    },
  };
}

function exit(message: string): never {
  console.error(`[genalpha] ${message}`);
  process.exit(1);
}
