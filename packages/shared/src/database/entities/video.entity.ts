import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from './user.entity';

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

@Entity({ name: 'videos' })
@Index('IDX_videos_user_created', ['userId', 'createdAt', 'id'])
export class Video {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
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

  /** What the browser plays: the original, or the worker's H.264 MP4 when the original is not playable. */
  @Column({ type: 'text' })
  videoUrl!: string;

  /** The file as uploaded; kept when a playable copy is made. */
  @Column({ type: 'text' })
  originalUrl!: string;

  @Column({ type: 'varchar', length: 20, default: 'processing' })
  status!: VideoStatus;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ type: 'boolean', default: false })
  isHidden!: boolean;

  @Column({ type: 'integer', default: 0 })
  likesCount!: number;

  @Column({ type: 'integer', default: 0 })
  viewsCount!: number;

  @Column({ type: 'integer', default: 0 })
  commentsCount!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
