import { AppConfig, UserRole } from '@genalpha/shared';
import { setRole } from '../../../src/test/account-fixtures';
import { TestApp, createTestApp, listenOnFreePort } from '../../../src/test/test-app';
import { insertVideo } from '../../../src/test/video-fixtures';
import { Member, createMember } from './members';

/** Two users, what the first one owns, and two staff members: the ids every authorization and fuzz case aims at. */
export interface World {
  owner: Member;
  other: Member;
  moderator: Member;
  admin: Member;
  video: string;
  hiddenVideo: string;
  /** The owner's comment on their own video. */
  comment: string;
  /** The owner's comment on their hidden video. */
  hiddenComment: string;
  /** The owner's unread notification: `other` liked `video`. */
  notification: string;
}

/** Fixture rows straight into the database, counters kept exact as the API would keep them. */
export async function createWorld(t: TestApp): Promise<World> {
  const owner = await createMember(t, 'owner');
  const other = await createMember(t, 'other');
  const moderator = await createStaff(t, 'moderator');
  const admin = await createStaff(t, 'admin');
  const video = await insertVideo(t.dataSource, owner.id, { title: 'Owned video' });
  const hiddenVideo = await insertVideo(t.dataSource, owner.id, { title: 'Hidden video', isHidden: true });
  const comment = await insertComment(t, video, owner.id);
  const hiddenComment = await insertComment(t, hiddenVideo, owner.id);
  const [notification]: Array<{ id: string }> = await t.dataSource.query(
    `WITH l AS (INSERT INTO likes ("userId", "videoId") VALUES ($2, $3)),
          counted AS (UPDATE videos SET "likesCount" = "likesCount" + 1 WHERE id = $3)
     INSERT INTO notifications ("userId", "actorId", type, "videoId") VALUES ($1, $2, 'like', $3) RETURNING id`,
    [owner.id, other.id, video],
  );
  return { owner, other, moderator, admin, video, hiddenVideo, comment, hiddenComment, notification: notification.id };
}

async function createStaff(t: TestApp, role: UserRole): Promise<Member> {
  const member = await createMember(t, role);
  await setRole(t.dataSource, member.id, role);
  return member;
}

async function insertComment(t: TestApp, videoId: string, userId: string): Promise<string> {
  const [comment]: Array<{ id: string }> = await t.dataSource.query(
    `WITH c AS (INSERT INTO comments ("videoId", "userId", text) VALUES ($1, $2, 'The owner speaks') RETURNING id),
          counted AS (UPDATE videos SET "commentsCount" = "commentsCount" + 1 WHERE id = $1)
     SELECT id FROM c`,
    [videoId, userId],
  );
  return comment.id;
}

/** A test app listening on a free port (for raw HTTP), with the fixture world in it. */
export async function openWorldApp(overrides: Partial<AppConfig> = {}): Promise<{ t: TestApp; port: number; w: World }> {
  const t = await createTestApp(overrides);
  const port = await listenOnFreePort(t);
  return { t, port, w: await createWorld(t) };
}

/**
 * The World app of the enclosing describe block: opened before its tests (and before the hooks
 * registered after this call), closed after them. Read `t`, `port` and `w` inside tests and hooks.
 */
export function useWorldApp(overrides: Partial<AppConfig> = {}): { t: TestApp; port: number; w: World } {
  const app = {} as { t: TestApp; port: number; w: World };
  beforeAll(async () => {
    Object.assign(app, await openWorldApp(overrides));
  });
  afterAll(() => app.t?.close());
  return app;
}
