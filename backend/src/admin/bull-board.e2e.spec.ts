import { TestApp, createTestApp } from '../test/test-app';

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
      expect(api.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(['maintenance', 'media']);
    });

    it('refuses actions posted from another site', async () => {
      await t
        .agent()
        .put('/admin/queues/api/queues/media/pause')
        .set('Authorization', basic('ops', 'correct horse'))
        .set('Origin', 'https://evil.example')
        .expect(403);
    });
  });

  it('does not exist when no admin credentials are configured', async () => {
    const t = await createTestApp();
    try {
      await t.agent().get('/admin/queues').set('Authorization', basic('ops', 'correct horse')).expect(404);
    } finally {
      await t.close();
    }
  });
});
