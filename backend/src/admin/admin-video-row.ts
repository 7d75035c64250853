import { AdminVideoRow } from '@genalpha/db';
import { avatarSourcesOf } from '../common/image-source.dto';
import { AdminVideoDto } from './dto/admin-video.dto';

export function toAdminVideoDto(row: AdminVideoRow): AdminVideoDto {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    toolUsed: row.toolUsed,
    verifiedTool: row.verifiedTool,
    credentialsState: row.credentialsState,
    toolDisputed: row.verifiedTool !== null && row.verifiedTool !== row.toolUsed,
    thumbnailUrl: row.thumbnailUrl,
    videoUrl: row.videoUrl,
    originalUrl: row.originalUrl,
    aspectRatio: row.aspectRatio,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    status: row.status,
    failureReason: row.failureReason,
    isHidden: row.isHidden,
    isPublic: row.isPublic,
    moderationState: row.moderationState,
    moderationReason: row.moderationReason,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    creator: {
      id: row.creatorId,
      username: row.creatorUsername,
      displayName: row.creatorDisplayName,
      avatarUrl: row.creatorAvatarUrl,
      avatarSources: avatarSourcesOf(row.creatorAvatarUrl),
      role: row.creatorRole,
      isBanned: row.creatorBanned,
    },
  };
}
