import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { sqlList } from './column-transformers';
import { REPORT_RESOLUTION_CHECK, ReportRecord } from './report-record';
import { User } from './user.entity';

export const USER_REPORT_REASONS = ['impersonation', 'spam', 'harassment', 'underage', 'other'] as const;
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];

/** One account's report of another account: a repeat replaces the open one. */
@Entity({ name: 'user_reports' })
@Unique('UQ_user_reports_target_user', ['targetId', 'userId'])
@Index('IDX_user_reports_open', ['targetId', 'createdAt'], { where: '"resolvedAt" IS NULL' })
@Index('IDX_user_reports_user', ['userId'])
@Check('CHK_user_reports_not_self', `"targetId" <> "userId"`)
@Check('CHK_user_reports_reason', `"reason" IN (${sqlList(USER_REPORT_REASONS)})`)
@Check('CHK_user_reports_resolution', REPORT_RESOLUTION_CHECK)
export class UserReport extends ReportRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The account reported. */
  @Column({ type: 'uuid' })
  targetId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'targetId', foreignKeyConstraintName: 'FK_user_reports_target' })
  target?: User;

  /** The reporter. */
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_user_reports_user' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  reason!: UserReportReason;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolvedBy', foreignKeyConstraintName: 'FK_user_reports_resolved_by' })
  resolver?: User | null;
}
