import request from 'supertest';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { signUpAs } from '../test/account-fixtures';

/**
 * Two API processes on one database, as API_PROCESSES or replicas run them: no process keeps a
 * token in memory, so a revocation or a suspension made through one holds on the very next request
 * to the other.
 */
describe('access token revocation across API processes', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ databaseUrl: first.config.databaseUrl, redisPrefix: first.config.redisPrefix, sessionSecret: first.config.sessionSecret });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  async function tokenUsedOnSecond(agent: ReturnType<TestApp['agent']>) {
    const created = await agent
      .post('/api/tokens')
      .send({ name: 'pipeline', scopes: ['read'] })
      .expect(201);
    const { token, secret } = created.body as { token: { id: string }; secret: string };
    const meOnSecond = () => request(second.app.getHttpServer()).get('/api/user').set('Authorization', `Bearer ${secret}`);
    await meOnSecond().expect(200);
    return { id: token.id, meOnSecond };
  }

  it('refuses a token revoked in one process on the next request to the other', async () => {
    const { agent } = await signUp(first);
    const { id, meOnSecond } = await tokenUsedOnSecond(agent);
    await agent.delete(`/api/tokens/${id}`).expect(204);
    await meOnSecond().expect(401);
  });

  it('refuses the tokens of an account suspended in one process on the next request to the other', async () => {
    const account = await signUp(first);
    const { meOnSecond } = await tokenUsedOnSecond(account.agent);
    const admin = await signUpAs(first, 'admin');
    await admin.agent.post(`/api/admin/users/${account.user.id}/ban`).send({ reason: 'Spam' }).expect(200);
    await meOnSecond().expect(401);
  });
});
