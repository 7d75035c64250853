import { QUEUES } from '@genalpha/shared';
import { signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('Bull Board at /admin/queues', () => {
  describe('with ADMIN_USER/ADMIN_PASSWORD set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ admin: { user: 'ops', password: 'correct horse' } });
    });
    afterAll(() => t.close());

    it('asks for credentials and refuses wrong ones', async () => {
      const res = await t.agent().get('/admin/queues').expect(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
      await t.agent().get('/admin/queues').set('Authorization', basic('ops', 'wrong')).expect(401);
      await t.agent().get('/admin/queues/api/queues').set('Authorization', basic('other', 'correct horse')).expect(401);
    });

    it('shows every queue to operations staff', async () => {
      const page = await t.agent().get('/admin/queues').set('Authorization', basic('ops', 'correct horse')).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const api = await t.agent().get('/admin/queues/api/queues').set('Authorization', basic('ops', 'correct horse')).expect(200);
      expect(api.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(Object.values(QUEUES).sort());
    });

    it('refuses actions posted from another site', async () => {
      await t
        .agent()
        .put('/admin/queues/api/queues/media/pause')
        .set('Authorization', basic('ops', 'correct horse'))
        .set('Origin', 'https://evil.example')
        .expect(403);
    });

    it('also opens for a signed-in admin, without basic credentials', async () => {
      const admin = await signUpAs(t, 'admin');
      await admin.agent.get('/admin/queues').expect(200);
      const api = await admin.agent.get('/admin/queues/api/queues').expect(200);
      expect(api.body.queues).toHaveLength(Object.values(QUEUES).length);
    });
  });

  describe('without basic credentials configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('opens for a signed-in admin only, and stops the moment the role is revoked', async () => {
      const admin = await signUpAs(t, 'admin');
      await admin.agent.get('/admin/queues/api/queues').expect(200);
      await t.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.user.id]);
      const revoked = await admin.agent.get('/admin/queues/api/queues').expect(403);
      expect(revoked.body).toEqual({ statusCode: 403, message: 'Only admins can do this', error: 'Forbidden' });
    });

    it('refuses moderators and users (403) and visitors (401, no basic challenge, whatever credentials they send)', async () => {
      await (await signUpAs(t, 'moderator')).agent.get('/admin/queues').expect(403);
      await (await signUp(t)).agent.get('/admin/queues').expect(403);
      const visitor = await t.agent().get('/admin/queues').set('Authorization', basic('ops', 'correct horse')).expect(401);
      expect(visitor.headers['www-authenticate']).toBeUndefined();
    });

    it("refuses an admin's action posted from another site", async () => {
      const admin = await signUpAs(t, 'admin');
      await admin.agent.put('/admin/queues/api/queues/media/pause').set('Origin', 'https://evil.example').expect(403);
    });
  });
});
