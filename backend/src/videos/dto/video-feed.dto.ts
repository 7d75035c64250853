import { ApiProperty } from '@nestjs/swagger';
import { ImageSourceDto, avatarSourcesOf, toImageSources } from '../../common/image-source.dto';
import { UserSummaryDto } from '../../common/user-summary.dto';
import { CREDENTIALS_STATES, CredentialsState } from '@genalpha/shared';
import { CommentsAllowed, REMIX_STATES, RemixState, VIDEO_MODERATION_STATES, VIDEO_STATUSES, VideoModerationState, VideoStatus, VideoRow } from '@genalpha/db';
import { COMMENTS_ALLOWED_API } from './video-fields';
import { TOOL_OPTIONS, ToolOption } from '@genalpha/shared';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';

export class VideoCreatorDto extends UserSummaryDto {
  @ApiProperty({ example: 'adalovelace', type: String, nullable: true, description: 'Null until the creator has set up a profile' })
  declare username: string | null;
}

/** The feed shape of spec section 3, plus commentsCount, createdAt and the processing state. */
export class VideoFeedDto {
  @ApiProperty({ example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Neon city at dusk' })
  title!: string;

  @ApiProperty({ example: 'A slow pan over a rain-soaked street #cyberpunk' })
  caption!: string;

  @ApiProperty({ example: 'Slow dolly shot down a neon-lit street at dusk, rain, reflections, 35mm', type: String, nullable: true })
  prompt!: string | null;

  @ApiProperty({ example: 'cyberpunk, rain, city', description: "Tags joined with ', ' (empty string when none)" })
  tags!: string;

  @ApiProperty({ example: 'openai-sora', enum: TOOL_OPTIONS, enumName: 'ToolUsed', description: 'The tool the uploader named' })
  toolUsed!: ToolOption;

  @ApiProperty({
    example: 'openai-sora',
    enum: TOOL_OPTIONS,
    enumName: 'ToolUsed',
    nullable: true,
    description: "The tool its valid Content Credentials name (signed by that tool's maker): shown as verified, instead of toolUsed; null otherwise",
  })
  verifiedTool!: ToolOption | null;

  @ApiProperty({
    example: 'valid',
    enum: CREDENTIALS_STATES,
    enumName: 'CredentialsState',
    description:
      'Its Content Credentials: valid (trusted signer, unchanged, the tool they name signed for by its maker), unconfirmed (trusted signer, unchanged, but not the maker of the tool they name: tool not confirmed), untrusted (signer not on our list), invalid (changed after signing) or none',
  })
  credentialsState!: CredentialsState;

  @ApiProperty({
    example: '/objects/videos/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1/poster.jpg',
    type: String,
    nullable: true,
    description: 'Poster image; null until the worker has made one',
  })
  thumbnailUrl!: string | null;

  @ApiProperty({
    type: [ImageSourceDto],
    description: 'The poster in several widths, WebP and JPEG, for <picture> srcset; empty until made (then show thumbnailUrl)',
  })
  posterSources!: ImageSourceDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/objects/videos/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1/preview.mp4',
    description: 'A 3-second muted H.264 loop (at most 480 px on the long side) for hover previews; null until made or when it could not be',
  })
  previewUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
    description: "The poster's ThumbHash (base64), to paint before the poster loads; null until made",
  })
  placeholder!: string | null;

  @ApiProperty({ example: '/objects/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', description: 'What the browser plays' })
  videoUrl!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/objects/videos/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1/playable-720p.mp4',
    description:
      'The same video as H.264/AAC within 1280×720 (720×1280 upright), for players that draw it no larger than that (phones); null until made, or when videoUrl is no larger',
  })
  video720pUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/objects/videos/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1/hls/master.m3u8',
    description:
      'The HLS master playlist (fMP4 renditions of at most 1080p, 2 s segments) for adaptive playback; null until packaged, or when it could not be. videoUrl stays the fallback and the download',
  })
  hlsUrl!: string | null;

  @ApiProperty({ example: '16:9', description: "A listed ratio or a raw width:height; 'auto' until the worker has detected it" })
  aspectRatio!: string;

  @ApiProperty({ example: 1920, type: 'integer', nullable: true, description: 'Display width in pixels; null until probed' })
  width!: number | null;

  @ApiProperty({ example: 1080, type: 'integer', nullable: true, description: 'Display height in pixels; null until probed' })
  height!: number | null;

  @ApiProperty({ example: 128, type: 'integer', minimum: 0 })
  likesCount!: number;

  @ApiProperty({ example: 2048, type: 'integer', minimum: 0 })
  viewsCount!: number;

  @ApiProperty({ example: 12, type: 'integer', minimum: 0 })
  commentsCount!: number;

  @ApiProperty(COMMENTS_ALLOWED_API)
  commentsAllowed!: CommentsAllowed;

  @ApiProperty({
    example: 3,
    type: 'integer',
    minimum: 0,
    description: 'How many of the videos naming it as their parent anyone may see (ready, not hidden): "Remixes (n)"',
  })
  remixCount!: number;

  @ApiProperty({
    example: true,
    description: "Whether others may remix it (its owner always may): show the Remix action when true or when it is the viewer's own",
  })
  allowRemixes!: boolean;

  @ApiProperty({
    enum: REMIX_STATES,
    enumName: 'RemixState',
    nullable: true,
    example: null,
    description: 'null for an original; claimed or verified for a remix (its lineage is remixOf on GET /api/videos/{id})',
  })
  remixState!: RemixState | null;

  @ApiProperty({ example: false, description: 'Whether the signed-in viewer likes it (false for visitors)' })
  isLiked!: boolean;

  @ApiProperty({ type: VideoCreatorDto })
  creator!: VideoCreatorDto;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    example: 'ready',
    enum: VIDEO_STATUSES,
    enumName: 'VideoStatus',
    description: 'processing: playable from the original; ready: probed, poster set; failed: undecodable',
  })
  status!: VideoStatus;

  @ApiProperty({ example: null, type: String, nullable: true, description: 'Why processing failed (only the owner ever sees failed videos)' })
  failureReason!: string | null;

  @ApiProperty({ example: false, description: "Hidden from everyone but the owner (reported or broken); only ever true in the owner's own views" })
  isHidden!: boolean;

  @ApiProperty({
    example: 'none',
    enum: VIDEO_MODERATION_STATES,
    enumName: 'VideoModerationState',
    description: "Owner's views only (always none for anyone else): pending_review while hidden until staff review it, removed when staff removed it for good",
  })
  moderationState!: VideoModerationState;

  @ApiProperty({
    example: null,
    type: String,
    nullable: true,
    description: 'Why staff removed it (show "Removed by moderation: {reason}"); only ever set in the owner\'s own views',
  })
  moderationReason!: string | null;
}

export class VideoListDto {
  @ApiProperty({ type: [VideoFeedDto] })
  videos!: VideoFeedDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export function toVideoFeedDto(row: VideoRow): VideoFeedDto {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    prompt: row.prompt,
    tags: row.tags,
    toolUsed: row.toolUsed as ToolOption,
    verifiedTool: row.verifiedTool,
    credentialsState: row.credentialsState,
    thumbnailUrl: row.thumbnailUrl,
    posterSources: toImageSources(row.posterVariants),
    previewUrl: row.previewUrl,
    placeholder: row.placeholder,
    videoUrl: row.videoUrl,
    video720pUrl: row.video720pUrl,
    hlsUrl: row.hlsUrl,
    aspectRatio: row.aspectRatio,
    width: row.width,
    height: row.height,
    likesCount: row.likesCount,
    viewsCount: row.viewsCount,
    commentsCount: row.commentsCount,
    commentsAllowed: row.commentsAllowed,
    remixCount: row.remixCount,
    allowRemixes: row.allowRemixes,
    remixState: row.remixState,
    isLiked: row.isLiked,
    creator: {
      id: row.creatorId,
      username: row.creatorUsername,
      displayName: row.creatorDisplayName,
      avatarUrl: row.creatorAvatarUrl,
      avatarSources: avatarSourcesOf(row.creatorAvatarUrl),
    },
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    failureReason: row.failureReason,
    isHidden: row.isHidden,
    moderationState: row.moderationState,
    moderationReason: row.moderationReason,
  };
}
