import { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { AppConfig, ConfigError, loadConfig } from '@genalpha/shared';
import { LogOutput, chooseLogFormat } from './log-output';
import { LocalDatabase, RedisUnavailableError, Say, ensureRedis, ensureSessionSecret, startLocalDatabase } from './local-services';

export const REPO_ROOT = resolve(__dirname, '../../..');

export interface LocalEnvironment {
  env: NodeJS.ProcessEnv;
  config: AppConfig;
  dataDir: string;
  /** The embedded PostgreSQL started for DATABASE_URL being unset. */
  embeddedDatabase?: LocalDatabase;
  /** Whether the launcher started redis-server (nothing answered at REDIS_URL). */
  startedRedis: boolean;
  stop(): Promise<void>;
}

/** Validates the configuration, then supplies whatever is missing: database, Redis, session secret. */
export async function prepareEnvironment(defaults: NodeJS.ProcessEnv, say: Say): Promise<LocalEnvironment> {
  const env: NodeJS.ProcessEnv = { ...defaults, ...process.env };
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) exit(error.message);
    throw error;
  }
  const dataDir = resolve(REPO_ROOT, config.dataDir);
  env.DATA_DIR = dataDir;
  env.SESSION_SECRET = config.sessionSecret ?? ensureSessionSecret(dataDir, say);

  let redis: ChildProcess | undefined;
  try {
    redis = await ensureRedis(config.redisUrl, dataDir, say);
  } catch (error) {
    if (error instanceof RedisUnavailableError) exit(error.message);
    throw error;
  }
  const embeddedDatabase = config.databaseUrl ? undefined : await startLocalDatabase(dataDir, say);
  if (embeddedDatabase) env.DATABASE_URL = embeddedDatabase.url;

  return {
    env,
    config,
    dataDir,
    embeddedDatabase,
    startedRedis: redis !== undefined,
    stop: async () => {
      await embeddedDatabase?.stop();
      redis?.kill('SIGTERM');
    },
  };
}

/** The launcher's log output, as LOG_FORMAT and the terminal decide. */
export function chooseLogOutput(): LogOutput {
  try {
    return new LogOutput(chooseLogFormat(process.env, process.stdout.isTTY === true));
  } catch (error) {
    if (error instanceof ConfigError) exit(error.message);
    throw error;
  }
}

function exit(message: string): never {
  console.error(`[genalpha] ${message}`);
  process.exit(1);
}
