import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMediaFixture } from '@genalpha/testkit';
import { REMIXES_TURNED_OFF, REMIX_OF_DESCENDANT, REMIX_OF_ITSELF, REMIX_PARENT_PROCESSING, REMIX_PARENT_UNAVAILABLE } from '@genalpha/shared';
import { RECOMPUTE_CREATOR_STATS_SQL } from '@genalpha/db';
import { eventually } from '../test/eventually';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Agent = ReturnType<TestApp['agent']>;

/** Remix and prompt lineage (issue 40): parents, checks, counts, chains, the remixes list and credit. */
describe('remixes (API)', () => {
  let t: TestApp;
  let dir: string;
  let file: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'ga-remixes-'));
    file = await readFile(await createMediaFixture('h264-16x9.mp4', dir));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(agent: Agent): Promise<string> {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const target = new URL(uploadURL);
    await t.agent().put(`${target.pathname}${target.search}`).set('Content-Type', 'video/mp4').send(file).expect(200);
    return uploadURL;
  }
  const post = async (agent: Agent, fields: Record<string, unknown>) =>
    agent
      .post('/api/videos')
      .send({ title: 'A remix', caption: 'Remixed', toolUsed: 'openai-sora', prompt: 'a neon city at dawn', ...fields, videoUrl: await upload(agent) });
  const created = async (agent: Agent, fields: Record<string, unknown>) => {
    const res = await post(agent, fields);
    expect([res.status, res.body.message]).toEqual([201, undefined]);
    return res.body as Record<string, unknown>;
  };
  const ready = (id: string) => t.dataSource.query(`UPDATE videos SET status = 'ready' WHERE id = $1`, [id]);
  const remixCount = async (id: string) => (await t.dataSource.query(`SELECT "remixCount" FROM videos WHERE id = $1`, [id]))[0].remixCount as number;

  it('links a remix to its parent, shows the chain up to the original, counts it and credits the parent once', async () => {
    const original = await signUp(t);
    const remixer = await signUp(t);
    const originalId = await insertVideo(t.dataSource, original.user.id, { title: 'The original' });
    await t.dataSource.query(`UPDATE videos SET prompt = 'a neon city at dusk' WHERE id = $1`, [originalId]);

    const first = await post(remixer.agent, { parentId: originalId }).then((res) => res.body as { id: string; remixState: string; remixCount: number });
    expect(first).toMatchObject({ remixState: 'claimed', remixCount: 0, allowRemixes: true });
    await ready(first.id);
    const second = (await created(original.agent, { parentId: first.id, allowRemixes: false })) as { id: string };
    await ready(second.id);

    const detail = (await t.agent().get(`/api/videos/${second.id}`).expect(200)).body;
    expect(detail.allowRemixes).toBe(false);
    expect(detail.remixOf).toMatchObject({ state: 'claimed', moreAncestors: false });
    expect(detail.remixOf.ancestors.map((a: { id: string }) => a.id)).toEqual([first.id, originalId]);
    // The parent's prompt is there for the diff; the ones above it are named, with their creators.
    expect(detail.remixOf.ancestors[0]).toMatchObject({ available: true, title: 'A remix', prompt: 'a neon city at dawn' });
    expect(detail.remixOf.ancestors[1]).toMatchObject({
      available: true,
      title: 'The original',
      prompt: null,
      posterSources: [],
      creator: { id: original.user.id },
    });
    expect((await t.agent().get(`/api/videos/${first.id}`).expect(200)).body.remixOf.ancestors[0]).toMatchObject({ prompt: 'a neon city at dusk' });
    expect((await t.agent().get(`/api/videos/${originalId}`).expect(200)).body).toMatchObject({ remixOf: null, remixCount: 1 });
    expect(await remixCount(first.id)).toBe(1);

    await eventually(async () => {
      const rows = await t.dataSource.query(`SELECT type, "actorId", "videoId" FROM notifications WHERE "userId" = $1 AND type = 'remix'`, [original.user.id]);
      expect(rows).toEqual([{ type: 'remix', actorId: remixer.user.id, videoId: first.id }]);
    });
    // Remixing one's own remix credits nobody; the remixer is told "@x remixed your video" for the second.
    await eventually(async () => {
      const listed = (await remixer.agent.get('/api/notifications').expect(200)).body.notifications;
      expect(listed).toEqual([expect.objectContaining({ type: 'remix', videoId: second.id, actorId: original.user.id })]);
    });
    // Setting the same parent again does not notify or count twice.
    await remixer.agent.patch(`/api/videos/${first.id}`).send({ parentId: originalId }).expect(200);
    expect(await remixCount(originalId)).toBe(1);
    expect(await t.dataSource.query(`SELECT 1 FROM notifications WHERE type = 'remix' AND "videoId" = $1`, [first.id])).toHaveLength(1);

    await t.dataSource.query(RECOMPUTE_CREATOR_STATS_SQL);
    await t.dataSource.query(`UPDATE users SET username = 'orig' || substr(md5(id::text), 1, 8) WHERE id = $1`, [original.user.id]);
    const profile = await t.agent().get(`/api/users/${original.user.id}`).expect(200);
    expect(profile.body.user.remixesCount).toBe(1);
  });

  it('answers each bad parent with a 4xx and a clear message, creating nothing', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const processing = await insertVideo(t.dataSource, owner.user.id, { status: 'processing' });
    const hidden = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
    const removed = await insertVideo(t.dataSource, owner.user.id, { isHidden: true, moderationState: 'removed' });
    const failed = await insertVideo(t.dataSource, owner.user.id, { status: 'failed', isHidden: true });
    const closed = await insertVideo(t.dataSource, owner.user.id);
    await owner.agent.patch(`/api/videos/${closed}`).send({ allowRemixes: false }).expect(200);
    const blocker = await signUp(t);
    const blocked = await insertVideo(t.dataSource, blocker.user.id);
    await blocker.agent.post(`/api/users/${other.user.id}/block`).expect(200);
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM videos`))[0].n;

    const refused = async (parentId: unknown, status: number, message: string | RegExp) => {
      const res = await post(other.agent, { parentId });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      });
    };
    await refused('00000000-0000-4000-8000-000000000000', 400, REMIX_PARENT_UNAVAILABLE);
    await refused('not-a-uuid', 400, /parentId must be a video id/);
    await refused(42, 400, /parentId must be a video id/);
    for (const parentId of [processing, hidden, removed, failed, blocked]) await refused(parentId, 400, REMIX_PARENT_UNAVAILABLE);
    await refused(closed, 403, REMIXES_TURNED_OFF);
    // Its owner: their own processing video is named as such, a closed one may still be remixed by them.
    const own = await post(owner.agent, { parentId: processing });
    expect([own.status, own.body.message]).toEqual([400, REMIX_PARENT_PROCESSING]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM videos`)).toEqual([{ n: before }]);
    await ready(((await created(owner.agent, { parentId: closed })) as { id: string }).id);
    expect(await remixCount(closed)).toBe(1);
  });

  it('refuses a video naming itself or one of its own descendants as parent (no cycles)', async () => {
    const { agent, user } = await signUp(t);
    const a = await insertVideo(t.dataSource, user.id, { title: 'a' });
    const b = (await post(agent, { parentId: a })).body.id as string;
    await ready(b);
    const c = (await post(agent, { parentId: b })).body.id as string;
    await ready(c);
    expect((await agent.patch(`/api/videos/${a}`).send({ parentId: a }).expect(400)).body.message).toBe(REMIX_OF_ITSELF);
    expect((await agent.patch(`/api/videos/${a}`).send({ parentId: c }).expect(400)).body.message).toBe(REMIX_OF_DESCENDANT);
    // Two edits at once that together would close a cycle: the lineage lock lets one through.
    const d = await insertVideo(t.dataSource, user.id, { title: 'd' });
    const results = await Promise.all([agent.patch(`/api/videos/${a}`).send({ parentId: d }), agent.patch(`/api/videos/${d}`).send({ parentId: c })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    // Unlinking, then deleting the parent: the remix stays, "no longer available".
    await agent.patch(`/api/videos/${a}`).send({ parentId: null }).expect(200);
    await agent.patch(`/api/videos/${d}`).send({ parentId: null }).expect(200);
    await agent.delete(`/api/videos/${b}`).expect(200);
    const orphan = (await t.agent().get(`/api/videos/${c}`).expect(200)).body;
    expect(orphan.remixOf).toEqual({
      state: 'claimed',
      ancestors: [expect.objectContaining({ available: false, id: null, title: null })],
      moreAncestors: false,
    });
  });

  it('keeps the remix count exact under concurrent creates and deletes', async () => {
    const owner = await signUp(t);
    const parent = await insertVideo(t.dataSource, owner.user.id);
    const remixers = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
    const urls = await Promise.all(remixers.map((r) => upload(r.agent)));
    const created = await Promise.all(
      remixers.map((r, i) =>
        r.agent.post('/api/videos').send({ title: 'Remix', caption: 'c', toolUsed: 'openai-sora', parentId: parent, videoUrl: urls[i] }).expect(201),
      ),
    );
    // Counted once ready (processing remixes are not in the parent's grid), all at once.
    expect(await remixCount(parent)).toBe(0);
    await Promise.all(created.map((res) => ready(res.body.id)));
    expect(await remixCount(parent)).toBe(6);
    await Promise.all(created.slice(0, 2).map((res, i) => remixers[i].agent.delete(`/api/videos/${res.body.id}`).expect(200)));
    expect(await remixCount(parent)).toBe(4);
  });

  it('hides a parent taken down by moderation behind the unavailable marker, and lists remixes newest or most liked first by keyset', async () => {
    const owner = await signUp(t);
    const parent = await insertVideo(t.dataSource, owner.user.id, { title: 'Parent' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await insertVideo(t.dataSource, owner.user.id, { title: `r${i}`, createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i)) });
      await t.dataSource.query(`UPDATE videos SET "parentId" = $2, "remixState" = 'claimed', "likesCount" = $3 WHERE id = $1`, [
        id,
        parent,
        [3, 9, 1, 9, 5][i],
      ]);
      ids.push(id);
    }
    const hiddenRemix = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
    await t.dataSource.query(`UPDATE videos SET "parentId" = $2, "remixState" = 'claimed' WHERE id = $1`, [hiddenRemix, parent]);
    // The count is the grid's: the hidden remix is not in it, until it is restored.
    expect(await remixCount(parent)).toBe(5);
    await t.dataSource.query(`UPDATE videos SET "isHidden" = false, "moderationState" = 'none' WHERE id = $1`, [hiddenRemix]);
    expect(await remixCount(parent)).toBe(6);
    await t.dataSource.query(`UPDATE videos SET "isHidden" = true, "moderationState" = 'pending_review' WHERE id = $1`, [hiddenRemix]);
    expect(await remixCount(parent)).toBe(5);

    const walk = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: { videos: Array<{ id: string }>; nextCursor: string | null } } = await t
          .agent()
          .get(`/api/videos/${parent}/remixes?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
          .expect(200);
        seen.push(...res.body.videos.map((v) => v.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await walk('newest')).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    const byLikes = await walk('mostLiked');
    expect(byLikes.slice(2)).toEqual([ids[4], ids[0], ids[2]]);
    expect(new Set(byLikes.slice(0, 2))).toEqual(new Set([ids[1], ids[3]]));
    expect((await t.agent().get(`/api/videos/${parent}/remixes?sort=oldest`).expect(400)).body.message).toBe('sort must be one of newest, mostLiked');
    await t.agent().get(`/api/videos/${parent}/remixes?sort=mostLiked&cursor=bogus`).expect(400);
    await t.agent().get(`/api/videos/${hiddenRemix}/remixes`).expect(404);

    await t.dataSource.query(`UPDATE videos SET "isHidden" = true, "moderationState" = 'removed' WHERE id = $1`, [parent]);
    const remix = (await t.agent().get(`/api/videos/${ids[0]}`).expect(200)).body;
    expect(remix.remixOf.ancestors).toEqual([expect.objectContaining({ available: false, id: null })]);
    await t.agent().get(`/api/videos/${parent}/remixes`).expect(404);
  });

  it('ends the chain at a hidden ancestor, telling nothing of it or of the videos above it', async () => {
    const { user } = await signUp(t);
    const chain = [await insertVideo(t.dataSource, user.id, { title: 'original' })];
    for (const title of ['taken down', 'middle', 'remix']) {
      const id = await insertVideo(t.dataSource, user.id, { title });
      await t.dataSource.query(`UPDATE videos SET "parentId" = $2, "remixState" = 'claimed' WHERE id = $1`, [id, chain.at(-1)]);
      chain.push(id);
    }
    await t.dataSource.query(`UPDATE videos SET "isHidden" = true, "moderationState" = 'removed' WHERE id = $1`, [chain[1]]);
    const viewer = await signUp(t);
    const { remixOf } = (await viewer.agent.get(`/api/videos/${chain[3]}`).expect(200)).body;
    expect(remixOf.ancestors.map((a: { available: boolean; title: string | null }) => [a.available, a.title])).toEqual([
      [true, 'middle'],
      [false, null],
    ]);
    expect(remixOf.moreAncestors).toBe(false);
    expect(JSON.stringify(remixOf)).not.toContain(chain[0]);
  });

  it("shows each viewer a chain through their own blocks, and the chain afresh after this process's edits", async () => {
    const creator = await signUp(t);
    const original = await insertVideo(t.dataSource, creator.user.id, { title: 'original' });
    const remix = await insertVideo(t.dataSource, creator.user.id, { title: 'remix' });
    await t.dataSource.query(`UPDATE videos SET "parentId" = $2, "remixState" = 'claimed' WHERE id = $1`, [remix, original]);
    const viewer = await signUp(t);
    const titles = async (agent: Agent) =>
      ((await agent.get(`/api/videos/${remix}`).expect(200)).body.remixOf.ancestors as Array<{ title: string | null }>).map((a) => a.title);
    expect(await titles(viewer.agent)).toEqual(['original']);
    // Blocking the creator hides their videos from the viewer at once; the remix page is theirs too, so it is a 404.
    await viewer.agent.post(`/api/users/${creator.user.id}/block`).expect(200);
    await viewer.agent.get(`/api/videos/${remix}`).expect(404);
    await viewer.agent.delete(`/api/users/${creator.user.id}/block`).expect(200);
    expect(await titles(viewer.agent)).toEqual(['original']);
    // The creator renames the original: the chain is read again, for every viewer.
    await creator.agent.patch(`/api/videos/${original}`).send({ title: 'renamed' }).expect(200);
    expect(await titles(viewer.agent)).toEqual(['renamed']);
    expect(await titles(t.agent())).toEqual(['renamed']);
  });

  it("ends a viewer's chain at an ancestor whose creator and they blocked each other, at once", async () => {
    const [first, second, viewer] = [await signUp(t), await signUp(t), await signUp(t)];
    const original = await insertVideo(t.dataSource, first.user.id, { title: 'original' });
    const remix = await insertVideo(t.dataSource, second.user.id, { title: 'remix' });
    await t.dataSource.query(`UPDATE videos SET "parentId" = $2, "remixState" = 'claimed' WHERE id = $1`, [remix, original]);
    const ancestors = async () =>
      (await viewer.agent.get(`/api/videos/${remix}`).expect(200)).body.remixOf.ancestors as Array<{ available: boolean; title: string | null }>;
    expect(await ancestors()).toEqual([expect.objectContaining({ available: true, title: 'original' })]);
    await first.agent.post(`/api/users/${viewer.user.id}/block`).expect(200);
    expect(await ancestors()).toEqual([expect.objectContaining({ available: false, title: null, id: null })]);
    await first.agent.delete(`/api/users/${viewer.user.id}/block`).expect(200);
    expect(await ancestors()).toEqual([expect.objectContaining({ available: true, title: 'original' })]);
  });

  it('shows at most 10 ancestors and says the chain goes on', async () => {
    const { user } = await signUp(t);
    let parent = await insertVideo(t.dataSource, user.id, { title: 'root' });
    for (let i = 0; i < 12; i++) {
      const id = await insertVideo(t.dataSource, user.id, { title: `gen ${i + 1}` });
      await t.dataSource.query(`UPDATE videos SET "parentId" = $2, "remixState" = 'claimed' WHERE id = $1`, [id, parent]);
      parent = id;
    }
    const { remixOf } = (await t.agent().get(`/api/videos/${parent}`).expect(200)).body;
    expect(remixOf.ancestors).toHaveLength(10);
    expect(remixOf.ancestors[0].title).toBe('gen 11');
    expect(remixOf.moreAncestors).toBe(true);
  });
});
