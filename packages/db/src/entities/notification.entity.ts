import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { sqlList } from './column-transformers';
import { Comment } from './comment.entity';
import { User } from './user.entity';
import { Video } from './video.entity';

export const NOTIFICATION_TYPES = ['comment', 'like', 'follow', 'moderation', 'video_ready', 'video_failed', 'export_ready', 'remix'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Sent by GenAlpha itself, about the recipient's own video or data: they have no actor. */
const SYSTEM_NOTIFICATION_TYPES = ['moderation', 'video_ready', 'video_failed', 'export_ready'] as const satisfies readonly NotificationType[];

/**
 * What staff or GenAlpha decided, on a `moderation` notification: about the recipient's video (hidden,
 * restored, removed), comment (comment_removed), account (warned), or their appeal (appeal_upheld, appeal_reversed).
 */
export const MODERATION_ACTIONS = ['hidden', 'restored', 'removed', 'warned', 'comment_removed', 'appeal_upheld', 'appeal_reversed'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

@Entity({ name: 'notifications' })
@Index('IDX_notifications_user_created', ['userId', 'createdAt', 'id'])
@Index('IDX_notifications_unread', ['userId'], { where: 'NOT "isRead"' })
@Index('IDX_notifications_actor', ['actorId'])
@Index('IDX_notifications_video', ['videoId'], { where: '"videoId" IS NOT NULL' })
@Index('IDX_notifications_comment', ['commentId'], { where: '"commentId" IS NOT NULL' })
// A like, unlike and like again, or a repeated follow, never notify twice; a retried probe tells the owner once.
@Index('UQ_notifications_like', ['userId', 'actorId', 'videoId'], { unique: true, where: `"type" = 'like'` })
@Index('UQ_notifications_follow', ['userId', 'actorId'], { unique: true, where: `"type" = 'follow'` })
@Index('UQ_notifications_video_outcome', ['videoId', 'type'], { unique: true, where: `"type" IN ('video_ready', 'video_failed')` })
@Index('UQ_notifications_remix', ['videoId'], { unique: true, where: `"type" = 'remix'` })
@Check('CHK_notifications_not_self', `"userId" <> "actorId"`)
@Check('CHK_notifications_type', `"type" IN (${sqlList(NOTIFICATION_TYPES)})`)
@Check('CHK_notifications_actor', `("actorId" IS NULL) = ("type" IN (${sqlList(SYSTEM_NOTIFICATION_TYPES)}))`)
@Check('CHK_notifications_action', `("type" = 'moderation') = ("action" IS NOT NULL) AND ("action" IS NULL OR "action" IN (${sqlList(MODERATION_ACTIONS)}))`)
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The recipient. */
  @Column({ type: 'uuid' })
  userId!: string;

  /** Who liked, commented or followed; null for the system types. */
  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 20 })
  type!: NotificationType;

  @Column({ type: 'varchar', length: 20, nullable: true })
  action!: ModerationAction | null;

  /** Why: the moderator's reason for a removal, the failure for video_failed. */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'uuid', nullable: true })
  videoId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  commentId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_notifications_user' })
  user?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actorId', foreignKeyConstraintName: 'FK_notifications_actor' })
  actor?: User;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId', foreignKeyConstraintName: 'FK_notifications_video' })
  video?: Video;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'commentId', foreignKeyConstraintName: 'FK_notifications_comment' })
  comment?: Comment;

  @Column({ type: 'boolean', default: false })
  isRead!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
