import request from 'supertest';
import { TestApp, signUp, useTwoApiProcesses } from '../test/test-app';
import { signUpAs } from '../test/account-fixtures';

/**
 * Two API processes on one database, as API_PROCESSES or replicas run them: no process keeps a
 * token in memory, so a revocation or a suspension made through one holds on the very next request
 * to the other.
 */
describe('access token revocation across API processes', () => {
  const processes = useTwoApiProcesses();

  async function tokenUsedOnSecond(agent: ReturnType<TestApp['agent']>) {
    const created = await agent
      .post('/api/tokens')
      .send({ name: 'pipeline', scopes: ['read'] })
      .expect(201);
    const { token, secret } = created.body as { token: { id: string }; secret: string };
    const meOnSecond = () => request(processes.second.app.getHttpServer()).get('/api/user').set('Authorization', `Bearer ${secret}`);
    await meOnSecond().expect(200);
    return { id: token.id, meOnSecond };
  }

  it('refuses a token revoked in one process on the next request to the other', async () => {
    const { agent } = await signUp(processes.first);
    const { id, meOnSecond } = await tokenUsedOnSecond(agent);
    await agent.delete(`/api/tokens/${id}`).expect(204);
    await meOnSecond().expect(401);
  });

  it('refuses the tokens of an account suspended in one process on the next request to the other', async () => {
    const account = await signUp(processes.first);
    const { meOnSecond } = await tokenUsedOnSecond(account.agent);
    const admin = await signUpAs(processes.first, 'admin');
    await admin.agent.post(`/api/admin/users/${account.user.id}/ban`).send({ reason: 'Spam' }).expect(200);
    await meOnSecond().expect(401);
  });
});
