import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { sqlList } from './column-transformers';

export const MODERATION_LOG_ACTIONS = [
  'video.hidden',
  'video.restored',
  'video.removed',
  'user.banned',
  'user.unbanned',
  'user.role_changed',
  'comment.hidden',
  'comment.restored',
  'comment.removed',
  'user.warned',
  'user.reports_dismissed',
  'appeal.filed',
  'appeal.upheld',
  'appeal.reversed',
] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];
export const MODERATION_TARGET_TYPES = ['video', 'comment', 'user', 'appeal'] as const;
export type ModerationTargetType = (typeof MODERATION_TARGET_TYPES)[number];

/**
 * One moderation action, kept for good: a trigger refuses UPDATE, DELETE and TRUNCATE, and no
 * foreign key can rewrite a row, so names are copied at the time of the action.
 */
@Entity({ name: 'moderation_log' })
@Index('IDX_moderation_log_created', ['createdAt', 'id'])
@Index('IDX_moderation_log_target', ['targetId', 'createdAt'])
@Check('CHK_moderation_log_action', `"action" IN (${sqlList(MODERATION_LOG_ACTIONS)})`)
@Check('CHK_moderation_log_target', `"targetType" IN (${sqlList(MODERATION_TARGET_TYPES)})`)
export class ModerationLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** The moderator or admin; null when GenAlpha acted on its own (a video hidden by reports or as broken, a role set on the server). */
  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  actorUsername!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  actorDisplayName!: string | null;

  @Column({ type: 'varchar', length: 30 })
  action!: ModerationLogAction;

  @Column({ type: 'varchar', length: 10 })
  targetType!: ModerationTargetType;

  @Column({ type: 'uuid' })
  targetId!: string;

  /** The video's title or the user's name when the action was taken. */
  @Column({ type: 'varchar', length: 100 })
  targetLabel!: string;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'jsonb', default: {} })
  details!: Record<string, unknown>;
}
