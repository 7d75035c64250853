import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { sqlList } from './column-transformers';
import { REPORT_RESOLUTIONS, ReportResolution } from './report.entity';
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
@Check(
  'CHK_user_reports_resolution',
  `("resolution" IS NULL) = ("resolvedAt" IS NULL) AND ("resolution" IS NULL OR "resolution" IN (${sqlList(REPORT_RESOLUTIONS)}))`,
)
export class UserReport {
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

  @Column({ type: 'text', nullable: true })
  otherText!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution!: ReportResolution | null;

  @Column({ type: 'uuid', nullable: true })
  resolvedBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolvedBy', foreignKeyConstraintName: 'FK_user_reports_resolved_by' })
  resolver?: User | null;
}
