import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { sqlList } from './column-transformers';
import { ModerationLogEntry } from './moderation-log-entry.entity';
import { User } from './user.entity';
import { APPEAL_TEXT_MAX } from '@genalpha/shared';

/** What an appeal contests: a removed video or comment, or a suspended account. */
export const APPEAL_TARGET_TYPES = ['video', 'comment', 'user'] as const;
export type AppealTargetType = (typeof APPEAL_TARGET_TYPES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** An appeal of one decision (a row of the moderation log), once: reviewed by another moderator than the one who decided. */
@Entity({ name: 'appeals' })
@Unique('UQ_appeals_decision', ['decisionId'])
@Index('IDX_appeals_open', ['createdAt', 'id'], { where: '"reviewedAt" IS NULL' })
@Index('IDX_appeals_user', ['userId'])
@Check('CHK_appeals_target', `"targetType" IN (${sqlList(APPEAL_TARGET_TYPES)})`)
@Check('CHK_appeals_text', `length(btrim("text")) > 0`)
@Check('CHK_appeals_outcome', `("outcome" IS NULL) = ("reviewedAt" IS NULL) AND ("outcome" IS NULL OR "outcome" IN (${sqlList(APPEAL_OUTCOMES)}))`)
export class Appeal {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Who appeals: the owner of the video or comment, or the suspended account. */
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_appeals_user' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  targetType!: AppealTargetType;

  @Column({ type: 'uuid' })
  targetId!: string;

  /** The decision appealed: the log's removal or suspension. */
  @Column({ type: 'uuid' })
  decisionId!: string;

  @ManyToOne(() => ModerationLogEntry)
  @JoinColumn({ name: 'decisionId', foreignKeyConstraintName: 'FK_appeals_decision' })
  decision?: ModerationLogEntry;

  @Column({ type: 'varchar', length: APPEAL_TEXT_MAX })
  text!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 10, nullable: true })
  outcome!: AppealOutcome | null;

  /** The reviewer's note, which the person is shown. */
  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'uuid', nullable: true })
  reviewedBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewedBy', foreignKeyConstraintName: 'FK_appeals_reviewed_by' })
  reviewer?: User | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;
}
