import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Video } from './video.entity';

/** A publicly visible video's For You score, rewritten by the worker's feed.rank job (RANK_FEED_SQL). */
@Entity({ name: 'video_scores' })
// The migration creates these in descending order (score, then id), which TypeORM cannot spell.
@Index('IDX_video_scores_score', ['score', 'videoId'])
@Index('IDX_video_scores_tool_score', ['toolUsed', 'score', 'videoId'])
@Index('IDX_video_scores_user_score', ['userId', 'score', 'videoId'])
export class VideoScore {
  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  @OneToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId', foreignKeyConstraintName: 'FK_video_scores_video' })
  video?: Video;

  /** The video's creator, tool and upload time, copied so the candidates need no join. */
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 40 })
  toolUsed!: string;

  @Column({ type: 'timestamptz' })
  videoCreatedAt!: Date;

  @Column({ type: 'double precision' })
  score!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  rankedAt!: Date;
}
