import request from 'supertest';
import { until } from '@genalpha/testkit';
import { TestApp, signUp, useTwoApiProcesses } from '../test/test-app';
import { WRONG_CURRENT_PASSWORD } from './password-change.service';
import { SESSION_NOT_FOUND } from './account.controller';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Device {
  cookie: string;
  /** The session id inside the signed cookie: the secret a list must never show. */
  sid: string;
}

/** Signs in on a device of its own (a User-Agent and a client address, the loopback proxy's X-Forwarded-For). */
async function signIn(t: TestApp, email: string, password: string, userAgent = FIREFOX_MAC, address = '203.0.113.7'): Promise<Device> {
  const res = await request(t.app.getHttpServer())
    .post('/api/login')
    .set('User-Agent', userAgent)
    .set('X-Forwarded-For', address)
    .send({ email, password })
    .expect(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
  return { cookie, sid };
}

const as = (t: TestApp, device: Device) => {
  const server = t.app.getHttpServer();
  return {
    get: (path: string) => request(server).get(path).set('Cookie', device.cookie),
    put: (path: string, body: object) => request(server).put(path).set('Cookie', device.cookie).send(body),
    delete: (path: string) => request(server).delete(path).set('Cookie', device.cookie),
  };
};

describe('account: password change and where you are signed in', () => {
  const processes = useTwoApiProcesses();

  describe('PUT /api/user/password', () => {
    it('refuses a wrong current password and changes nothing', async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = await signIn(processes.first, email, password);
      const phone = await signIn(processes.first, email, password, SAFARI_IPHONE);
      const res = await as(processes.first, laptop).put('/api/user/password', { currentPassword: 'not-it', newPassword: 'brand-new-1' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: WRONG_CURRENT_PASSWORD,
        error: 'Bad Request',
        errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
      });
      await as(processes.first, phone).get('/api/user').expect(200);
      await signIn(processes.first, email, password);
    });

    it('checks both passwords with the sign-in and registration messages', async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = as(processes.first, await signIn(processes.first, email, password));
      expect((await laptop.put('/api/user/password', { newPassword: 'brand-new-1' }).expect(400)).body.errors).toEqual([
        { field: 'currentPassword', message: 'Password is required' },
      ]);
      expect((await laptop.put('/api/user/password', { currentPassword: password, newPassword: 'short' }).expect(400)).body.errors).toEqual([
        { field: 'newPassword', message: 'Password must be at least 6 characters' },
      ]);
    });

    it('ends every other session at once, in every API process, keeps this one, and only the new password signs in', async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = await signIn(processes.first, email, password);
      const phone = await signIn(processes.first, email, password, SAFARI_IPHONE, '198.51.100.4');
      const tablet = await signIn(processes.first, email, password);
      // Each process now holds a session in its read cache.
      await as(processes.first, phone).get('/api/user').expect(200);
      await as(processes.second, tablet).get('/api/user').expect(200);

      await as(processes.first, laptop).put('/api/user/password', { currentPassword: password, newPassword: 'brand-new-1' }).expect(204);

      await as(processes.first, phone).get('/api/user').expect(401);
      await until('the other process to refuse the session', async () => (await as(processes.second, tablet).get('/api/user')).status === 401, 100, 5);
      await as(processes.first, laptop).get('/api/user').expect(200);
      await as(processes.second, laptop).get('/api/user').expect(200);
      await request(processes.first.app.getHttpServer()).post('/api/login').send({ email, password }).expect(401);
      await signIn(processes.second, email, 'brand-new-1');
    });
  });

  describe('GET /api/user/sessions', () => {
    it('lists each device: browser and system, network, when it signed in and was last active, this one marked; never a session secret', async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = await signIn(processes.first, email, password, FIREFOX_MAC, '203.0.113.7');
      const phone = await signIn(processes.first, email, password, SAFARI_IPHONE, '2001:db8:85a3:8d3::1');
      // The sign-up's own session (supertest's agent) is a third one, older than both.
      const res = await as(processes.first, phone).get('/api/user/sessions').expect(200);
      const { sessions } = res.body as { sessions: Array<Record<string, unknown>> };
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        browser: 'Safari 17',
        os: 'iOS',
        deviceType: 'mobile',
        network: '2001:db8:85a3::/48',
        signedInAt: expect.any(String),
        lastActiveAt: expect.any(String),
        current: true,
      });
      expect(sessions[1]).toMatchObject({ browser: 'Firefox 133', os: 'macOS', deviceType: 'desktop', network: '203.0.113.0/24', current: false });
      for (const session of sessions) expect(Date.now() - Date.parse(session.signedInAt as string)).toBeLessThan(60_000);
      expect(res.text).not.toContain(laptop.sid);
      expect(res.text).not.toContain(phone.sid);
      expect(new Set(sessions.map((session) => session.id)).size).toBe(3);
    });
  });

  describe('DELETE /api/user/sessions/{id}', () => {
    const idOf = async (t: TestApp, viewer: Device, which: (session: { current: boolean; browser: string }) => boolean) =>
      (
        (await as(t, viewer).get('/api/user/sessions').expect(200)).body as { sessions: Array<{ id: string; current: boolean; browser: string }> }
      ).sessions.find(which)!.id;

    it("signs another device out at once, in every API process, and leaves the account's other sessions", async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = await signIn(processes.first, email, password);
      const phone = await signIn(processes.first, email, password, SAFARI_IPHONE);
      await as(processes.second, phone).get('/api/user').expect(200);

      await as(processes.first, laptop)
        .delete(`/api/user/sessions/${await idOf(processes.first, laptop, (s) => s.browser === 'Safari 17')}`)
        .expect(204);

      await as(processes.first, phone).get('/api/user').expect(401);
      await until('the other process to refuse the session', async () => (await as(processes.second, phone).get('/api/user')).status === 401, 100, 5);
      await as(processes.first, laptop).get('/api/user').expect(200);
    });

    it("answers 404 for another account's session, an unknown id or a malformed one, and ends nothing", async () => {
      const owner = await signUp(processes.first);
      const intruder = await signUp(processes.first);
      const ownerLaptop = await signIn(processes.first, owner.email, owner.password);
      const intruderLaptop = await signIn(processes.first, intruder.email, intruder.password);
      const ownersSession = await idOf(processes.first, ownerLaptop, (s) => s.current);

      for (const id of [ownersSession, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', ownerLaptop.sid]) {
        const res = await as(processes.first, intruderLaptop).delete(`/api/user/sessions/${encodeURIComponent(id)}`);
        expect({ id, status: res.status, body: res.body }).toEqual({
          id,
          status: 404,
          body: { statusCode: 404, message: SESSION_NOT_FOUND, error: 'Not Found' },
        });
      }
      await as(processes.first, ownerLaptop).get('/api/user').expect(200);
    });

    it('ends this very session as signing out does: the cookie is cleared', async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = await signIn(processes.first, email, password);
      const res = await as(processes.first, laptop)
        .delete(`/api/user/sessions/${await idOf(processes.first, laptop, (s) => s.current)}`)
        .expect(204);
      expect((res.headers['set-cookie'] as unknown as string[]).join()).toMatch(/genalpha\.sid=;/);
      await as(processes.first, laptop).get('/api/user').expect(401);
    });
  });

  describe('last active', () => {
    const rowOf = async (t: TestApp, device: Device) =>
      (await t.dataSource.query(`SELECT xmin::text AS version, "lastActiveAt" FROM sessions WHERE sid = $1`, [device.sid]))[0] as {
        version: string;
        lastActiveAt: Date;
      };

    it('is written at most once a minute: a burst of requests writes nothing', async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = await signIn(processes.first, email, password);
      const before = await rowOf(processes.first, laptop);
      for (let i = 0; i < 10; i++) await as(processes.first, laptop).get('/api/user').expect(200);
      expect(await rowOf(processes.first, laptop)).toEqual(before);
    });

    it('is brought up to date by the first request after a minute, then again not before the next minute', async () => {
      const { email, password } = await signUp(processes.first);
      const laptop = await signIn(processes.first, email, password);
      await processes.first.dataSource.query(`UPDATE sessions SET "lastActiveAt" = now() - interval '5 minutes' WHERE sid = $1`, [laptop.sid]);
      // The second process has not seen this session: it reads the stale activity with it.
      await as(processes.second, laptop).get('/api/user').expect(200);
      const touched = await rowOf(processes.first, laptop);
      expect(Date.now() - touched.lastActiveAt.getTime()).toBeLessThan(10_000);
      for (let i = 0; i < 10; i++) await as(processes.second, laptop).get('/api/user').expect(200);
      expect(await rowOf(processes.first, laptop)).toEqual(touched);
    });
  });
});
