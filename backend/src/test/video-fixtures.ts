import { DataSource } from 'typeorm';
import { VideoStatus } from '@genalpha/shared';

export interface VideoFixture {
  title?: string;
  status?: VideoStatus;
  isHidden?: boolean;
  failureReason?: string | null;
  viewsCount?: number;
  /** Defaults to now(); tests pass explicit times to order rows. */
  createdAt?: Date;
}

/** Test-only: a video row straight into the database, as the worker would leave it. */
export async function insertVideo(dataSource: DataSource, userId: string, fixture: VideoFixture = {}): Promise<string> {
  const [row]: Array<{ id: string }> = await dataSource.query(
    `INSERT INTO videos ("userId", title, caption, "toolUsed", "aspectRatio", tags, "videoUrl", "originalUrl", status, "isHidden", "failureReason", "viewsCount", "createdAt")
     VALUES ($1, $2, 'A caption', 'openai-sora', '16:9', 'ai, test', '/objects/uploads/fixture', '/objects/uploads/fixture', $3, $4, $5, $6, coalesce($7, now()))
     RETURNING id`,
    [
      userId,
      fixture.title ?? 'A video',
      fixture.status ?? 'ready',
      fixture.isHidden ?? false,
      fixture.failureReason ?? null,
      fixture.viewsCount ?? 0,
      fixture.createdAt ?? null,
    ],
  );
  await dataSource.query(`UPDATE users SET "videosCount" = "videosCount" + 1, "totalViews" = "totalViews" + $2 WHERE id = $1`, [userId, fixture.viewsCount ?? 0]);
  return row.id;
}
