import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from './user.entity';

@Entity({ name: 'follows' })
@Unique('UQ_follows_follower_following', ['followerId', 'followingId'])
@Check('CHK_follows_not_self', '"followerId" <> "followingId"')
@Index('IDX_follows_following_created', ['followingId', 'createdAt'])
@Index('IDX_follows_follower_created', ['followerId', 'createdAt'])
export class Follow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  followerId!: string;

  @Column({ type: 'uuid' })
  followingId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'followerId', foreignKeyConstraintName: 'FK_follows_follower' })
  follower?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'followingId', foreignKeyConstraintName: 'FK_follows_following' })
  following?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
