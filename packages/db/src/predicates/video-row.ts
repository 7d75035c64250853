import { CredentialsState, ImageVariant, ToolOption, VideoCredentials } from '@genalpha/shared';
import { CommentsAllowed, RemixState, VideoModerationState, VideoStatus } from '../entities';
import { keysetTimestamp } from '../keyset';
import { VERIFIED_TOOL } from './video-credentials';

/** One video as the read queries select it, with its creator and the viewer's like. */
export interface VideoRow {
  id: string;
  title: string;
  caption: string;
  prompt: string | null;
  tags: string;
  toolUsed: string;
  thumbnailUrl: string | null;
  posterVariants: ImageVariant[] | null;
  previewUrl: string | null;
  placeholder: string | null;
  videoUrl: string;
  video720pUrl: string | null;
  /** The HLS master playlist; null until packaged. */
  hlsUrl: string | null;
  aspectRatio: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  likesCount: number;
  viewsCount: number;
  commentsCount: number;
  commentsAllowed: CommentsAllowed;
  /** claimed or verified for a remix (even of a video since deleted), null for an original. */
  remixState: RemixState | null;
  /** Its parent's id (null for an original, or when the parent was deleted); never served as is: the parent may be hidden from the viewer. */
  parentId: string | null;
  allowRemixes: boolean;
  remixCount: number;
  status: VideoStatus;
  credentialsState: CredentialsState;
  verifiedTool: ToolOption | null;
  failureReason: string | null;
  isHidden: boolean;
  /** Always 'none' and null for anyone but the owner. */
  moderationState: VideoModerationState;
  moderationReason: string | null;
  createdAt: Date;
  isLiked: boolean;
  creatorId: string;
  creatorUsername: string | null;
  creatorDisplayName: string;
  creatorAvatarUrl: string | null;
  /** The keyset position at full microsecond precision (see pagination.ts). */
  cursorAt: string;
}

/** A video row with what its page shows beside the feed's: its Content Credentials and its original file. */
export interface VideoDetailRow extends VideoRow {
  credentials: VideoCredentials | null;
  originalUrl: string;
  mayComment: boolean;
}

/** commentsCount as shown: without the comments of banned authors or hidden by moderation (the comments list leaves them out); IDX_comments_banned_author, IDX_comments_moderated. */
const SHOWN_COMMENTS_COUNT = `v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int`;

/** Selects a VideoRow from `videos v JOIN users u`; `viewerParam` is the placeholder of the viewer's id (may be null). */
export function videoRowColumns(viewerParam: string, cursorExpression = 'v."createdAt"'): string {
  const owner = `v."userId" = ${viewerParam}::uuid`;
  return `v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
    v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", ${SHOWN_COMMENTS_COUNT} AS "commentsCount", v."commentsAllowed", v.status,
    v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
    v."credentialsState", ${VERIFIED_TOOL} AS "verifiedTool",
    v."isHidden", CASE WHEN ${owner} THEN v."moderationState" ELSE 'none' END AS "moderationState",
    CASE WHEN ${owner} THEN v."moderationReason" END AS "moderationReason", v."createdAt",
    EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = ${viewerParam}::uuid AND vl."videoId" = v.id) AS "isLiked",
    u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
    ${keysetTimestamp(cursorExpression)} AS "cursorAt"`;
}
