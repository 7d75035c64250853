import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig, ConfigError, UserRole, loadConfig } from '@genalpha/shared';
import { buildDataSourceOptions, runMigrationsWithLock } from '@genalpha/db';
import { ModerationLog } from './moderation-log.service';
import { SET_ON_THE_SERVER, UserRolesService } from './user-roles.service';

const USAGE = 'usage: npm run admin -- --grant <email>   (make the account admin)\n       npm run admin -- --revoke <email>  (make it a user again)';

const COMMANDS: Record<string, { role: UserRole; reason: string }> = {
  '--grant': { role: 'admin', reason: SET_ON_THE_SERVER.grant },
  '--revoke': { role: 'user', reason: SET_ON_THE_SERVER.revoke },
};

/**
 * DATABASE_URL, else npm start's embedded PostgreSQL. The launcher is loaded only then: a checkout
 * has it, the Docker image (which always sets DATABASE_URL) does not.
 */
async function openDatabase(config: AppConfig): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const { openDatabaseServer } = await import('@genalpha/launcher');
  return openDatabaseServer(config);
}

/**
 * `npm run admin -- --grant <email>` (or `--revoke`): sets an account's role from the server itself,
 * on the app's database (DATABASE_URL, or npm start's embedded one, running or not), through the
 * console's role-change code: it is in the moderation log, and applies from the account's next request.
 */
async function main([flag, email, ...rest]: string[]): Promise<number> {
  const command = COMMANDS[flag];
  if (!command || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const server = await openDatabase(config);
  const dataSource = new DataSource(buildDataSourceOptions(server.url, 2));
  try {
    await dataSource.initialize();
    await runMigrationsWithLock(dataSource);
    const roles = new UserRolesService(dataSource, new ModerationLog(dataSource), config);
    const before = await roles.setRoleByEmail(email, command.role, command.reason);
    const address = email.trim().toLowerCase();
    if (!before) {
      console.error(`No account has the email ${address}: register it first, then run this again.`);
      return 1;
    }
    console.log(before === command.role ? `${address} is already ${before}: nothing changed` : `${address} is now ${command.role} (was ${before})`);
    return 0;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await server.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
