import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

export const viewStatements = statements('views', {
  /** Counts one view of video $1. */
  addView: `UPDATE videos SET "viewsCount" = "viewsCount" + 1 WHERE id = $1 RETURNING "viewsCount", "userId"`,

  /** Owner $1's video was viewed once more. */
  ownerViewAdded: `UPDATE users SET "totalViews" = "totalViews" + 1 WHERE id = $1`,
});

const sql = viewStatements;

export interface ViewedVideo {
  viewsCount: number;
  userId: string;
}

/** A video's viewsCount and its owner's totalViews, moved together. */
export const viewsRepository = {
  /** Counts one view on the video and its owner; undefined when the video is gone. */
  async count(db: SqlRunner, videoId: string): Promise<ViewedVideo | undefined> {
    const [[video]] = (await db.query(sql.addView, [videoId])) as [ViewedVideo[], number];
    if (video) await db.query(sql.ownerViewAdded, [video.userId]);
    return video;
  },
};
