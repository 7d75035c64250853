import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { sqlList } from './column-transformers';
import { REPORT_RESOLUTION_CHECK, ReportRecord } from './report-record';
import { Comment } from './comment.entity';
import { User } from './user.entity';

export const COMMENT_REPORT_REASONS = ['spam', 'harassment', 'hate', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

/** One account's report of a comment: a repeat replaces the open one, so a report loop counts once. */
@Entity({ name: 'comment_reports' })
@Unique('UQ_comment_reports_comment_user', ['commentId', 'userId'])
@Index('IDX_comment_reports_open', ['commentId', 'createdAt'], { where: '"resolvedAt" IS NULL' })
@Index('IDX_comment_reports_user', ['userId'])
@Check('CHK_comment_reports_reason', `"reason" IN (${sqlList(COMMENT_REPORT_REASONS)})`)
@Check('CHK_comment_reports_resolution', REPORT_RESOLUTION_CHECK)
export class CommentReport extends ReportRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  commentId!: string;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'commentId', foreignKeyConstraintName: 'FK_comment_reports_comment' })
  comment?: Comment;

  /** The reporter. */
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_comment_reports_user' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  reason!: CommentReportReason;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolvedBy', foreignKeyConstraintName: 'FK_comment_reports_resolved_by' })
  resolver?: User | null;
}
