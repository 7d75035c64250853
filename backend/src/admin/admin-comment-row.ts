import { AdminCommentRow } from '@genalpha/db';
import { toUserSummary } from '../common/user-summary.dto';
import { AdminCommentDto } from './dto/admin-comment.dto';

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
