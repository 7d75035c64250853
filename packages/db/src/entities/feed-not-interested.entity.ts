import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from './user.entity';
import { Video } from './video.entity';

/** A video a viewer marked "Not interested": gone from their For You; its creator and tool count against others. */
@Entity({ name: 'feed_not_interested' })
export class FeedNotInterested {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_feed_not_interested_user' })
  user?: User;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId', foreignKeyConstraintName: 'FK_feed_not_interested_video' })
  video?: Video;

  @Column({ type: 'uuid' })
  creatorId!: string;

  @Column({ type: 'varchar', length: 40 })
  toolUsed!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
