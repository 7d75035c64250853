import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { REPORT_RESOLUTION_CHECK, ReportRecord } from './report-record';
import { User } from './user.entity';
import { Video } from './video.entity';

export const REPORT_REASONS = ['real-video', 'nudity', 'violence', 'hate', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

@Entity({ name: 'reports' })
@Unique('UQ_reports_video_user', ['videoId', 'userId'])
@Index('IDX_reports_open', ['videoId', 'createdAt'], { where: '"resolvedAt" IS NULL' })
@Index('IDX_reports_user', ['userId'])
@Check('CHK_reports_reason', `"reason" IN ('real-video', 'nudity', 'violence', 'hate', 'spam', 'other')`)
@Check('CHK_reports_resolution', REPORT_RESOLUTION_CHECK)
export class Report extends ReportRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId', foreignKeyConstraintName: 'FK_reports_video' })
  video?: Video;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_reports_user' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  reason!: ReportReason;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolvedBy', foreignKeyConstraintName: 'FK_reports_resolved_by' })
  resolver?: User | null;
}
