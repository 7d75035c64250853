import { CredentialsState, ToolOption, UserRole } from '@genalpha/shared';
import { PUBLIC_VIDEO, VideoModerationState, VideoStatus, VERIFIED_TOOL } from '@genalpha/db';
import { avatarSourcesOf } from '../common/image-source.dto';
import { AdminVideoDto } from './dto/admin-video.dto';

/** Selects an AdminVideoRow from `videos v JOIN users u ON u.id = v."userId"`. */
export const ADMIN_VIDEO_COLUMNS = `v.id, v.title, v.caption, v."toolUsed", v."credentialsState", ${VERIFIED_TOOL} AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
  v."durationSeconds", v.status, v."failureReason", v."isHidden", (${PUBLIC_VIDEO}) AS "isPublic", v."moderationState", v."moderationReason",
  v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
  u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned"`;

export interface AdminVideoRow {
  id: string;
  title: string;
  caption: string;
  toolUsed: ToolOption;
  credentialsState: CredentialsState;
  verifiedTool: ToolOption | null;
  thumbnailUrl: string | null;
  videoUrl: string;
  originalUrl: string;
  aspectRatio: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  status: VideoStatus;
  failureReason: string | null;
  isHidden: boolean;
  isPublic: boolean;
  moderationState: VideoModerationState;
  moderationReason: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  creatorId: string;
  creatorUsername: string | null;
  creatorDisplayName: string;
  creatorAvatarUrl: string | null;
  creatorRole: UserRole;
  creatorBanned: boolean;
}

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
