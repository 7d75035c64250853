import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { sqlList } from './column-transformers';
import { User } from './user.entity';
import { Video } from './video.entity';

export const REPORT_REASONS = ['real-video', 'nudity', 'violence', 'hate', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** dismissed: staff restored the video (comment, account); upheld: staff removed it (or warned or suspended the account). An open report has none. */
export const REPORT_RESOLUTIONS = ['dismissed', 'upheld'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

@Entity({ name: 'reports' })
@Unique('UQ_reports_video_user', ['videoId', 'userId'])
@Index('IDX_reports_open', ['videoId', 'createdAt'], { where: '"resolvedAt" IS NULL' })
@Index('IDX_reports_user', ['userId'])
@Check('CHK_reports_reason', `"reason" IN ('real-video', 'nudity', 'violence', 'hate', 'spam', 'other')`)
@Check(
  'CHK_reports_resolution',
  `("resolution" IS NULL) = ("resolvedAt" IS NULL) AND ("resolution" IS NULL OR "resolution" IN (${sqlList(REPORT_RESOLUTIONS)}))`,
)
export class Report {
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

  @Column({ type: 'text', nullable: true })
  otherText!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution!: ReportResolution | null;

  /** The moderator or admin who resolved it. */
  @Column({ type: 'uuid', nullable: true })
  resolvedBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolvedBy', foreignKeyConstraintName: 'FK_reports_resolved_by' })
  resolver?: User | null;
}
