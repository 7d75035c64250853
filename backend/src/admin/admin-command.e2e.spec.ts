import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, buildWorkspaces } from '@genalpha/testkit';
import { signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';

/** `npm run admin -- --grant <email>` / `--revoke <email>`, run as on the server: the built command on the configured database. */
describe('the admin command', () => {
  let t: TestApp;

  beforeAll(async () => {
    buildWorkspaces('packages/shared', 'backend');
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  const admin = (...args: string[]) => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'backend/dist/admin/admin-command.js'), ...args], {
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl },
      encoding: 'utf8',
    });
    return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
  };
  const roleChanges = (userId: string) =>
    t.dataSource.query(`SELECT "actorId", reason, details FROM moderation_log WHERE "targetId" = $1 AND action = 'user.role_changed' ORDER BY "createdAt"`, [
      userId,
    ]);

  it('grants admin by email (any letter case), from the next request, and logs it with no actor; granting again changes nothing', async () => {
    const ops = await signUp(t, 'ops.lead@example.com');
    expect(admin('--grant', 'Ops.Lead@Example.com')).toEqual({ status: 0, stdout: 'ops.lead@example.com is now admin (was user)', stderr: '' });
    expect((await ops.agent.get('/api/user').expect(200)).body.role).toBe('admin');
    await ops.agent.get('/api/admin/users').expect(200);
    expect(admin('--grant', 'ops.lead@example.com')).toEqual({ status: 0, stdout: 'ops.lead@example.com is already admin: nothing changed', stderr: '' });
    expect(await roleChanges(ops.user.id)).toEqual([
      { actorId: null, reason: 'Granted on the server: npm run admin -- --grant', details: { fromRole: 'user', toRole: 'admin' } },
    ]);
  });

  it('revokes back to user, from the next request, and logs it', async () => {
    const former = await signUpAs(t, 'admin');
    expect(admin('--revoke', former.email)).toEqual({ status: 0, stdout: `${former.email} is now user (was admin)`, stderr: '' });
    await former.agent.get('/api/admin/users').expect(403);
    expect(await roleChanges(former.user.id)).toEqual([
      { actorId: null, reason: 'Revoked on the server: npm run admin -- --revoke', details: { fromRole: 'admin', toRole: 'user' } },
    ]);
  });

  it('says so for an address nobody registered (exit 1) and shows its usage for anything else (exit 2)', () => {
    expect(admin('--grant', 'nobody@example.com')).toEqual({
      status: 1,
      stdout: '',
      stderr: 'No account has the email nobody@example.com: register it first, then run this again.',
    });
    const usage = 'usage: npm run admin -- --grant <email>   (make the account admin)\n       npm run admin -- --revoke <email>  (make it a user again)';
    for (const args of [[], ['--grant'], ['--promote', 'ops@example.com'], ['--grant', 'a@example.com', 'b@example.com']])
      expect(admin(...args)).toEqual({ status: 2, stdout: '', stderr: usage });
  });
});
