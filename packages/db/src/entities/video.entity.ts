import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CredentialsState, VideoCredentials } from '@genalpha/shared';
import type { ImageVariant } from '@genalpha/shared';
import { User } from './user.entity';

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** none: as the owner published it; pending_review: hidden by reports or the broken-video check until staff decide; removed: hidden for good by staff. */
export const VIDEO_MODERATION_STATES = ['none', 'pending_review', 'removed'] as const;
export type VideoModerationState = (typeof VIDEO_MODERATION_STATES)[number];

/** Who may comment on a video: everyone, the people its owner follows, or nobody (existing comments are hidden until turned back on). */
/** How a video's parent is known: named in the upload form (claimed), or found among its Content Credentials' ingredients (verified). */
export const REMIX_STATES = ['claimed', 'verified'] as const;
export type RemixState = (typeof REMIX_STATES)[number];

export const COMMENTS_ALLOWED = ['everyone', 'following', 'off'] as const;
export type CommentsAllowed = (typeof COMMENTS_ALLOWED)[number];

@Entity({ name: 'videos' })
@Check('CHK_videos_status', `"status" IN ('processing', 'ready', 'failed')`)
@Check('CHK_videos_title', `length(btrim("title")) > 0`)
@Check('CHK_videos_counts', `"likesCount" >= 0 AND "viewsCount" >= 0 AND "commentsCount" >= 0`)
@Check('CHK_videos_comments_allowed', `"commentsAllowed" IN ('everyone', 'following', 'off')`)
@Check('CHK_videos_moderation_state', `"moderationState" IN ('none', 'pending_review', 'removed')`)
@Check('CHK_videos_moderation_hidden', `"moderationState" = 'none' OR "isHidden"`)
@Check('CHK_videos_remix_state', `"remixState" IS NULL OR "remixState" IN ('claimed', 'verified')`)
@Check('CHK_videos_remix_parent', `("parentId" IS NULL OR "remixState" IS NOT NULL) AND "parentId" <> "id"`)
@Check('CHK_videos_remix_count', `"remixCount" >= 0`)
@Check('CHK_videos_credentials_state', `"credentialsState" IN ('valid', 'unconfirmed', 'untrusted', 'invalid', 'none')`)
// IDX_videos_tag_set (GIN over video_tag_set(tags, caption)) is the migrations' alone: TypeORM reads no expression index.
// The migrations create these (createdAt, id) indexes in descending order, which TypeORM cannot spell.
@Index('IDX_videos_feed', ['createdAt', 'id'], { where: `NOT "isHidden" AND "status" = 'ready'` })
@Index('IDX_videos_feed_verified', ['createdAt', 'id'], { where: `NOT "isHidden" AND "status" = 'ready' AND "credentialsState" = 'valid'` })
@Index('IDX_videos_processing_owner', ['userId', 'createdAt', 'id'], { where: `"status" = 'processing' AND NOT "isHidden"` })
@Index('IDX_videos_processing', ['createdAt'], { where: `"status" = 'processing'` })
@Index('IDX_videos_failed', ['createdAt', 'id'], { where: `"status" = 'failed'` })
@Index('IDX_videos_moderation', ['moderationState', 'moderatedAt', 'id'], { where: `"moderationState" <> 'none'` })
@Index('IDX_videos_user_created', ['userId', 'createdAt', 'id'])
@Index('IDX_videos_parent_created', ['parentId', 'createdAt', 'id'], { where: `"parentId" IS NOT NULL` })
@Index('IDX_videos_parent_likes', ['parentId', 'likesCount', 'id'], { where: `"parentId" IS NOT NULL` })
// A GIN index in the migration (TypeORM cannot spell the method, and does not compare it).
@Index('IDX_videos_search_document', ['searchDocument'])
@Index('IDX_videos_originalUrl', ['originalUrl'])
@Index('IDX_videos_previews_missing', ['createdAt'], { where: `"previewsMadeAt" IS NULL AND "status" = 'ready'` })
@Index('IDX_videos_720p_copy_missing', ['createdAt'], { where: `"copy720pMadeAt" IS NULL AND "status" = 'ready'` })
@Index('IDX_videos_hls_missing', ['createdAt'], { where: `"hlsPackagedAt" IS NULL AND "status" = 'ready'` })
@Index('IDX_videos_poster_variants_missing', ['createdAt'], { where: `"posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL` })
export class Video {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_videos_user' })
  user?: User;

  @Column({ type: 'varchar', length: 80 })
  title!: string;

  @Column({ type: 'text', default: '' })
  caption!: string;

  @Column({ type: 'text', nullable: true })
  prompt!: string | null;

  @Column({ type: 'varchar', length: 40 })
  toolUsed!: string;

  @Column({ type: 'varchar', length: 20, default: '16:9' })
  aspectRatio!: string;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  @Column({ type: 'double precision', nullable: true })
  durationSeconds!: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  videoCodec!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  audioCodec!: string | null;

  @Column({ type: 'text', default: '' })
  tags!: string;

  @Column({ type: 'text', nullable: true })
  thumbnailUrl!: string | null;

  /** The poster in smaller widths and WebP, the poster itself included; null until made, [] when its poster could not be decoded. */
  @Column({ type: 'jsonb', nullable: true })
  posterVariants!: ImageVariant[] | null;

  /** The 3-second muted preview loop (H.264 MP4); null until made, or when it could not be. */
  @Column({ type: 'text', nullable: true })
  previewUrl!: string | null;

  /** The poster's ThumbHash (base64), painted before the poster loads; null until made. */
  @Column({ type: 'text', nullable: true })
  placeholder!: string | null;

  /** When the worker made the preview and placeholder (or found it could not); null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  previewsMadeAt!: Date | null;

  /** What the browser plays: the original, or the worker's H.264 MP4 when the original is not playable. */
  @Column({ type: 'text' })
  videoUrl!: string;

  /** The 720p H.264 copy of a larger video, for phones and smaller players; null until made, or when the video is 720p or smaller. */
  @Column({ type: 'text', nullable: true })
  video720pUrl!: string | null;

  /** When the worker made the 720p copy (or found none was needed, or that it could not be made); null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  copy720pMadeAt!: Date | null;

  /** The HLS package's master playlist (fMP4 renditions of at most 1080p, made after the video is ready); null until made, or when it could not be. */
  @Column({ type: 'text', nullable: true })
  hlsUrl!: string | null;

  /** When the worker packaged the video as HLS (or found it could not); null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  hlsPackagedAt!: Date | null;

  /** The file as uploaded; kept when a playable copy is made. */
  @Column({ type: 'text' })
  originalUrl!: string;

  @Column({ type: 'varchar', length: 20, default: 'processing' })
  status!: VideoStatus;

  /** Its upload's Content Credentials (C2PA) as the worker found them; none until read. */
  @Column({ type: 'varchar', length: 12, default: 'none' })
  credentialsState!: CredentialsState;

  /** What the manifest says (generator, signer, actions…); null without one. */
  @Column({ type: 'jsonb', nullable: true })
  credentials!: VideoCredentials | null;

  /** The manifest store as c2pa-rs reported it, kept for the record; never served in lists. */
  @Column({ type: 'jsonb', nullable: true })
  credentialsManifest!: object | null;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ type: 'boolean', default: false })
  isHidden!: boolean;

  @Column({ type: 'varchar', length: 20, default: 'none' })
  moderationState!: VideoModerationState;

  @Column({ type: 'text', default: 'everyone' })
  commentsAllowed!: CommentsAllowed;

  /** Its lowercase words and #tags, for muted words (muted-words.md); kept by the TRG_videos_terms trigger, never written here. */
  @Column({ type: 'text', array: true, default: () => "'{}'", select: false, insert: false, update: false })
  terms!: string[];

  /** Why staff removed it; shown to its owner only. */
  @Column({ type: 'text', nullable: true })
  moderationReason!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt!: Date | null;

  /** The video this one remixes; null for an original, or when the parent was deleted (remixState then stays: "no longer available"). */
  @Column({ type: 'uuid', nullable: true })
  parentId!: string | null;

  @ManyToOne(() => Video, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'parentId', foreignKeyConstraintName: 'FK_videos_parent' })
  parent?: Video;

  /** claimed or verified while it is a remix (even of a deleted video); null for an original. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  remixState!: RemixState | null;

  /** Whether others may name it as a parent (its owner always may). */
  @Column({ type: 'boolean', default: true })
  allowRemixes!: boolean;

  /** Its remixes, kept by the TRG_videos_count_remixes_* triggers; never written here. */
  @Column({ type: 'integer', default: 0, insert: false, update: false })
  remixCount!: number;

  @Column({ type: 'integer', default: 0 })
  likesCount!: number;

  @Column({ type: 'integer', default: 0 })
  viewsCount!: number;

  @Column({ type: 'integer', default: 0 })
  commentsCount!: number;

  /**
   * What search matches (migration Search): title and tags, prompt, caption and tool, creator names,
   * weighted. Written by the database's triggers alone, never by TypeORM; never selected by it.
   */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchDocument!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
