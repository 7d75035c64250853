import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Comment } from './comment.entity';
import { User } from './user.entity';
import { Video } from './video.entity';

export const NOTIFICATION_TYPES = ['comment', 'like', 'follow'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

@Entity({ name: 'notifications' })
@Index('IDX_notifications_user_created', ['userId', 'createdAt', 'id'])
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The recipient. */
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  actorId!: string;

  @Column({ type: 'varchar', length: 20 })
  type!: NotificationType;

  @Column({ type: 'uuid', nullable: true })
  videoId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  commentId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actorId' })
  actor?: User;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId' })
  video?: Video;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'commentId' })
  comment?: Comment;

  @Column({ type: 'boolean', default: false })
  isRead!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
