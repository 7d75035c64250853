import { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { AppConfig } from '@genalpha/shared';
import { benchFixturesRepository } from '@genalpha/db';
import { AppStack, startAppStack } from '@genalpha/testkit';
import { ensureRedis, sayOnConsole } from '@genalpha/launcher';
import { BenchDatabase, openBenchDatabase } from './bench-database';
import { stopAllChildren } from './children';
import { REPO_ROOT, connect } from './database';

/** As `npm start` runs the API (one process per core); `API_PROCESSES=1 npm run bench` measures a single one. */
export const BENCH_API_PROCESSES = process.env.API_PROCESSES ?? 'auto';

/**
 * What a bench or soak run starts (Redis if none answers, the bench database, the production
 * API and worker), stopped once, whether the run ends, fails or is interrupted with Ctrl-C.
 */
export class RunResources {
  private redis?: ChildProcess;
  private database?: BenchDatabase;
  private connection?: Client;
  stack?: AppStack;
  private stopping?: Promise<void>;

  constructor(private readonly config: AppConfig) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping everything this run started…`);
        void this.stop().finally(() => process.exit(130));
      });
    }
  }

  /** Redis and the bench database, connected; sessions of earlier runs removed (they would only grow the session lookup's table). */
  async openDatabase(): Promise<{ db: Client; url: string }> {
    this.redis = await ensureRedis(this.config.redisUrl, resolve(REPO_ROOT, this.config.dataDir), sayOnConsole);
    this.database = await openBenchDatabase(this.config);
    this.connection = await connect(this.database.url);
    await benchFixturesRepository.clearSessions(this.connection);
    return { db: this.connection, url: this.database.url };
  }

  /** The production API and worker on the bench database, data under dataDir. */
  async startStack(dataDir: string): Promise<AppStack> {
    this.stack = await this.startAnotherStack(dataDir, {});
    return this.stack;
  }

  /** One more API and worker like the bench's, with `env` added (a scenario compares a setting against the bench's stack); stopped by the scenario. */
  startAnotherStack(dataDir: string, env: NodeJS.ProcessEnv): Promise<AppStack> {
    return startAppStack({
      databaseUrl: this.database!.url,
      redisUrl: this.config.redisUrl,
      dataDir,
      logsDir: join(dataDir, 'logs'),
      env: {
        // The write mix signs in and comments far faster than any person; limits stay on, out of reach.
        RATE_LIMIT_SCALE: '1000000',
        API_PROCESSES: BENCH_API_PROCESSES,
        ...env,
      },
    });
  }

  stop(): Promise<void> {
    return (this.stopping ??= (async () => {
      await this.stack?.stop();
      await stopAllChildren();
      await this.connection?.end().catch(() => undefined);
      await this.database?.server.stop();
      this.redis?.kill('SIGTERM');
    })());
  }
}

/** Runs a command's main and exits with its code; an exception prints its message and exits 1. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
