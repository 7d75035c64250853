import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from './column-transformers';
import { User } from './user.entity';

/** Per-creator totals, rewritten by the worker's creators.recompute job. */
@Entity({ name: 'creator_stats' })
// One per leaderboard order (the sort key descending, then userNumber).
@Index('IDX_creator_stats_totalViews', ['totalViews', 'userNumber'])
@Index('IDX_creator_stats_totalLikes', ['totalLikes', 'userNumber'])
@Index('IDX_creator_stats_followersCount', ['followersCount', 'userNumber'])
@Index('IDX_creator_stats_videosCount', ['videosCount', 'userNumber'])
@Index('IDX_creator_stats_remixesCount', ['remixesCount', 'userNumber'])
@Index('IDX_creator_stats_userNumber', ['userNumber'], { unique: true })
export class CreatorStats {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_creator_stats_user' })
  user?: User;

  @Column({ type: 'integer' })
  userNumber!: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  totalViews!: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  totalLikes!: number;

  @Column({ type: 'integer', default: 0 })
  followersCount!: number;

  @Column({ type: 'integer', default: 0 })
  videosCount!: number;

  /** How many times their videos were remixed. */
  @Column({ type: 'integer', default: 0 })
  remixesCount!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
