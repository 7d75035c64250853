import { VideoStatus } from '@genalpha/shared';

/** One video as the read queries select it, with its creator and the viewer's like. */
export interface VideoRow {
  id: string;
  title: string;
  caption: string;
  prompt: string | null;
  tags: string;
  toolUsed: string;
  thumbnailUrl: string | null;
  videoUrl: string;
  aspectRatio: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  likesCount: number;
  viewsCount: number;
  commentsCount: number;
  status: VideoStatus;
  failureReason: string | null;
  isHidden: boolean;
  createdAt: Date;
  isLiked: boolean;
  creatorId: string;
  creatorUsername: string | null;
  creatorDisplayName: string;
  creatorAvatarUrl: string | null;
  /** The keyset position at full microsecond precision (see pagination.ts). */
  cursorAt: string;
}

/** Selects a VideoRow from `videos v JOIN users u`; `viewerParam` is the placeholder of the viewer's id (may be null). */
export function videoRowColumns(viewerParam: string, cursorExpression = 'v."createdAt"'): string {
  return `v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."videoUrl", v."aspectRatio",
    v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount", v.status, v."failureReason",
    v."isHidden", v."createdAt",
    EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = ${viewerParam}::uuid AND vl."videoId" = v.id) AS "isLiked",
    u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
    to_char(${cursorExpression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"`;
}

/** Seen by everyone: the predicate of the partial index IDX_videos_feed. */
export const PUBLICLY_VISIBLE = `NOT v."isHidden" AND v.status <> 'failed'`;
