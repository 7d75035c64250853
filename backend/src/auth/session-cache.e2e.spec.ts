import request from 'supertest';
import { until } from '@genalpha/testkit';
import { signUp, useTwoApiProcesses } from '../test/test-app';

/** Two API processes on one database and Redis, as API_PROCESSES or replicas run them: each keeps its own 2 s session read cache. */
describe('session read cache across API processes', () => {
  const processes = useTwoApiProcesses();

  /** A fresh sign-in on the first process, its session then read (and cached) by the second. */
  async function sessionCachedBySecond() {
    const { email, password } = await signUp(processes.first);
    const login = await processes.first.agent().post('/api/login').send({ email, password }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const onFirst = (path: string) => request(processes.first.app.getHttpServer()).post(path).set('Cookie', cookie);
    const meOnSecond = () => request(processes.second.app.getHttpServer()).get('/api/user').set('Cookie', cookie);
    await meOnSecond().expect(200);
    return { email, password, cookie, onFirst, meOnSecond };
  }

  it('refuses a session logged out in one process in the other within 100 ms', async () => {
    const { onFirst, meOnSecond } = await sessionCachedBySecond();
    await onFirst('/api/logout').expect(204);
    await until('the other process to refuse the session', async () => (await meOnSecond()).status === 401, 100, 5);
  });

  it('refuses the sessions ended by logout-all in the other process within 100 ms', async () => {
    const { onFirst, meOnSecond } = await sessionCachedBySecond();
    await onFirst('/api/logout-all').expect(204);
    await until('the other process to refuse the session', async () => (await meOnSecond()).status === 401, 100, 5);
  });

  it('refuses the session a sign-in replaced, in both processes, within 100 ms', async () => {
    const { email, password, cookie, onFirst, meOnSecond } = await sessionCachedBySecond();
    await onFirst('/api/login').send({ email, password }).expect(200);
    const meOnFirst = () => request(processes.first.app.getHttpServer()).get('/api/user').set('Cookie', cookie);
    await until('both processes to refuse the replaced session', async () => (await meOnFirst()).status === 401 && (await meOnSecond()).status === 401, 100, 5);
  });
});
