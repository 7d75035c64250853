import { DataSource } from 'typeorm';
import { VideoModerationState, VideoStatus } from '@genalpha/db';

export interface VideoFixture {
  title?: string;
  status?: VideoStatus;
  isHidden?: boolean;
  /** Defaults to pending_review for a hidden video that did not fail (as reports or the broken check leave it), else none. */
  moderationState?: VideoModerationState;
  failureReason?: string | null;
  viewsCount?: number;
  /** Defaults to now(); tests pass explicit times to order rows. */
  createdAt?: Date;
}

/** Test-only: a video row straight into the database, as the worker would leave it. */
export async function insertVideo(dataSource: DataSource, userId: string, fixture: VideoFixture = {}): Promise<string> {
  const [row]: Array<{ id: string }> = await dataSource.query(
    `INSERT INTO videos ("userId", title, caption, "toolUsed", "aspectRatio", tags, "videoUrl", "originalUrl", status, "isHidden", "failureReason", "viewsCount", "createdAt",
                         "moderationState", "moderatedAt")
     VALUES ($1, $2, 'A caption', 'openai-sora', '16:9', 'ai, test', '/objects/uploads/fixture', '/objects/uploads/fixture', $3, $4, $5, $6, coalesce($7, now()),
             $8::text, CASE WHEN $8::text <> 'none' THEN now() END)
     RETURNING id`,
    [
      userId,
      fixture.title ?? 'A video',
      fixture.status ?? 'ready',
      fixture.isHidden ?? false,
      fixture.failureReason ?? null,
      fixture.viewsCount ?? 0,
      fixture.createdAt ?? null,
      fixture.moderationState ?? (fixture.isHidden && fixture.status !== 'failed' ? 'pending_review' : 'none'),
    ],
  );
  await dataSource.query(`UPDATE users SET "videosCount" = "videosCount" + 1, "totalViews" = "totalViews" + $2 WHERE id = $1`, [
    userId,
    fixture.viewsCount ?? 0,
  ]);
  return row.id;
}
