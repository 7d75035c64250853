import { UserRole } from '@genalpha/shared';
import { CommentModerationState, bannedAccount } from '@genalpha/db';
import { toUserSummary } from '../common/user-summary.dto';
import { AdminCommentDto } from './dto/admin-comment.dto';

/** Selects an AdminCommentRow from `comments c JOIN users u (its author) JOIN videos v (its video)`. */
export const ADMIN_COMMENT_COLUMNS = `c.id, c.text, c."videoId", v.title AS "videoTitle", c."moderationState", c."moderationReason", c."createdAt",
  u.id AS "authorId", u.username AS "authorUsername", u."displayName" AS "authorDisplayName", u."avatarUrl" AS "authorAvatarUrl",
  u.role AS "authorRole", ${bannedAccount('u.id')} AS "authorBanned"`;

export interface AdminCommentRow {
  id: string;
  text: string;
  videoId: string;
  videoTitle: string;
  moderationState: CommentModerationState;
  moderationReason: string | null;
  createdAt: Date;
  authorId: string;
  authorUsername: string | null;
  authorDisplayName: string;
  authorAvatarUrl: string | null;
  authorRole: UserRole;
  authorBanned: boolean;
}

export function toAdminCommentDto(row: AdminCommentRow): AdminCommentDto {
  return {
    id: row.id,
    text: row.text,
    videoId: row.videoId,
    videoTitle: row.videoTitle,
    author: {
      ...toUserSummary({ id: row.authorId, username: row.authorUsername, displayName: row.authorDisplayName, avatarUrl: row.authorAvatarUrl }),
      role: row.authorRole,
      isBanned: row.authorBanned,
    },
    moderationState: row.moderationState,
    moderationReason: row.moderationReason,
    createdAt: row.createdAt.toISOString(),
  };
}
