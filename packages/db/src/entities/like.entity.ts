import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from './user.entity';
import { Video } from './video.entity';

@Entity({ name: 'likes' })
@Unique('UQ_likes_user_video', ['userId', 'videoId'])
@Index('IDX_likes_video', ['videoId'])
@Index('IDX_likes_user_created', ['userId', 'createdAt', 'id'])
export class Like {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  videoId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_likes_user' })
  user?: User;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId', foreignKeyConstraintName: 'FK_likes_video' })
  video?: Video;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
