import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { createTestDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';
import { hideForReview } from './hide-for-review';

/** The one hide rule, shared by the API (three counted reports) and the worker (an undecodable file). */
describe('hideForReview (real PostgreSQL)', () => {
  let name: string;
  let db: DataSource;
  let ownerId: string;

  beforeAll(async () => {
    name = await createTestDatabase();
    db = await new DataSource(buildDataSourceOptions(databaseUrl(name), 2)).initialize();
    [{ id: ownerId }] = await db.query(`INSERT INTO users (email, password, "displayName") VALUES ('owner@example.com', 'x', 'Owner') RETURNING id`);
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(name);
  });

  const video = async (columns: Record<string, unknown> = {}) => {
    const all: Record<string, unknown> = {
      userId: ownerId,
      title: 'Clip',
      toolUsed: 'other',
      videoUrl: '/objects/a',
      originalUrl: '/objects/a',
      status: 'ready',
      ...columns,
    };
    const names = Object.keys(all).map((column) => `"${column}"`);
    const [row] = await db.query(
      `INSERT INTO videos (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(all),
    );
    return row.id as string;
  };
  const state = async (id: string) =>
    (await db.query(`SELECT "isHidden", "moderationState", "moderatedAt" IS NOT NULL AS "dated" FROM videos WHERE id = $1`, [id]))[0];
  const trail = async (id: string) => ({
    log: await db.query(`SELECT action, "actorId", "targetLabel", reason FROM moderation_log WHERE "targetId" = $1`, [id]),
    notifications: await db.query(`SELECT "userId", type, action, "actorId" FROM notifications WHERE "videoId" = $1`, [id]),
  });

  it('hides pending review, logs it as automatic and notifies the owner, once', async () => {
    const id = await video();
    const notification = await hideForReview(db, id, 'Broken: The video file is missing.');
    expect(notification).toMatchObject({ type: 'moderation', action: 'hidden', videoId: id, videoTitle: 'Clip', actorId: null, actorDisplayName: 'GenAlpha' });
    expect(await state(id)).toEqual({ isHidden: true, moderationState: 'pending_review', dated: true });
    expect(await hideForReview(db, id, 'again')).toBeNull();
    expect(await trail(id)).toEqual({
      log: [{ action: 'video.hidden', actorId: null, targetLabel: 'Clip', reason: 'Broken: The video file is missing.' }],
      notifications: [{ userId: ownerId, type: 'moderation', action: 'hidden', actorId: null }],
    });
  });

  it('leaves failed and removed videos as they are', async () => {
    const failed = await video({ status: 'failed', isHidden: true });
    const removed = await video({ isHidden: true, moderationState: 'removed' });
    for (const id of [failed, removed]) {
      expect(await hideForReview(db, id, 'x')).toBeNull();
      expect(await trail(id)).toEqual({ log: [], notifications: [] });
    }
    expect((await state(removed)).moderationState).toBe('removed');
  });

  it('refuses, in the schema, a moderation state on a visible video', async () => {
    await expect(video({ moderationState: 'pending_review' })).rejects.toThrow(/CHK_videos_moderation_hidden/);
  });
});
