import { TestApp, createTestApp, signUp } from '../test/test-app';

describe('blocks and mutes (API): bad input, idempotence, races', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unknown = '00000000-0000-4000-8000-000000000000';
  async function counts(userId: string): Promise<{ followersCount: number; followingCount: number }> {
    const [row] = await t.dataSource.query(`SELECT "followersCount", "followingCount" FROM users WHERE id = $1`, [userId]);
    return row;
  }
  const followsBetween = async (a: string, b: string): Promise<number> =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM follows WHERE ("followerId" = $1 AND "followingId" = $2) OR ("followerId" = $2 AND "followingId" = $1)`,
        [a, b],
      )
    )[0].n;

  it('refuses blocking or muting oneself, an unknown user and visitors; a banned user may be blocked', async () => {
    const a = await signUp(t);
    const banned = await signUp(t);
    await t.dataSource.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'spam' WHERE id = $1`, [banned.user.id]);
    for (const verb of ['block', 'mute'] as const) {
      await a.agent.delete(`/api/users/${a.user.id}/${verb}`).expect(400);
      const self = await a.agent.post(`/api/users/${a.user.id}/${verb}`).expect(400);
      expect(self.body).toEqual({ statusCode: 400, message: `You cannot ${verb} yourself`, error: 'Bad Request' });
      for (const id of [unknown, 'nope']) {
        expect((await a.agent.post(`/api/users/${id}/${verb}`).expect(404)).body.message).toBe('User not found');
        expect((await a.agent.delete(`/api/users/${id}/${verb}`).expect(404)).body.message).toBe('User not found');
      }
      await t.agent().post(`/api/users/${a.user.id}/${verb}`).expect(401);
      await t.agent().delete(`/api/users/${a.user.id}/${verb}`).expect(401);
    }
    await a.agent.post(`/api/users/${banned.user.id}/block`).expect(200, { isBlocked: true });
    for (const path of ['/api/user/blocks', '/api/user/mutes']) await t.agent().get(path).expect(401);
    await t.agent().put('/api/user/muted-words').send({ words: [] }).expect(401);
  });

  it('blocking twice at once is one block; it removes the follows both ways and moves the counters once', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await a.agent.post(`/api/users/${b.user.id}/follow`).expect(200);
    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    const answers = await Promise.all([a.agent.post(`/api/users/${b.user.id}/block`), a.agent.post(`/api/users/${b.user.id}/block`)]);
    expect(answers.map((res) => [res.status, res.body])).toEqual([
      [200, { isBlocked: true }],
      [200, { isBlocked: true }],
    ]);
    expect(await followsBetween(a.user.id, b.user.id)).toBe(0);
    expect(await counts(a.user.id)).toEqual({ followersCount: 0, followingCount: 0 });
    expect(await counts(b.user.id)).toEqual({ followersCount: 0, followingCount: 0 });
    expect((await a.agent.get('/api/user/blocks').expect(200)).body.users).toHaveLength(1);
    // Unblocking does not bring the follows back, and can be repeated.
    await a.agent.delete(`/api/users/${b.user.id}/block`).expect(200, { isBlocked: false });
    await a.agent.delete(`/api/users/${b.user.id}/block`).expect(200, { isBlocked: false });
    expect(await followsBetween(a.user.id, b.user.id)).toBe(0);
  });

  it('block and follow within the same moment from both sides: no follow survives the block, the counters stay exact', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signUp(t);
      const b = await signUp(t);
      const answers = await Promise.all([
        b.agent.post(`/api/users/${a.user.id}/follow`),
        a.agent.post(`/api/users/${b.user.id}/block`),
        a.agent.post(`/api/users/${b.user.id}/follow`),
        b.agent.post(`/api/users/${a.user.id}/follow`),
      ]);
      expect(answers[1].status).toBe(200);
      for (const follow of [answers[0], answers[2], answers[3]]) expect([200, 404]).toContain(follow.status);
      expect(await followsBetween(a.user.id, b.user.id)).toBe(0);
      expect(await counts(a.user.id)).toEqual({ followersCount: 0, followingCount: 0 });
      expect(await counts(b.user.id)).toEqual({ followersCount: 0, followingCount: 0 });
    }
  });

  it('pages the blocked and muted lists newest first', async () => {
    const a = await signUp(t);
    const others = [await signUp(t), await signUp(t), await signUp(t)];
    for (const other of others) {
      await a.agent.post(`/api/users/${other.user.id}/block`).expect(200);
      await a.agent.post(`/api/users/${other.user.id}/mute`).expect(200);
    }
    for (const path of ['/api/user/blocks', '/api/user/mutes']) {
      const first = await a.agent.get(path).query({ limit: 2 }).expect(200);
      const second = await a.agent.get(path).query({ limit: 2, cursor: first.body.nextCursor }).expect(200);
      expect([...first.body.users, ...second.body.users].map((u: { id: string }) => u.id)).toEqual(others.map((o) => o.user.id).reverse());
      expect(second.body.nextCursor).toBeNull();
      await a.agent.get(path).query({ cursor: 'garbage' }).expect(400);
    }
  });
});
