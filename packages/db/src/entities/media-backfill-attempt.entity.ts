import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { BackfillOutput } from '@genalpha/shared';
import { Video } from './video.entity';

/** A backfill's failed attempts at one output of one video (worker/src/jobs/backfill-attempts.ts); deleted once it is made. */
@Entity({ name: 'media_backfill_attempts' })
@Index('IDX_media_backfill_attempts_given_up', ['givenUpAt', 'videoId'], { where: `"givenUpAt" IS NOT NULL` })
export class MediaBackfillAttempt {
  @PrimaryColumn({ type: 'uuid' })
  videoId!: string;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId', foreignKeyConstraintName: 'FK_media_backfill_attempts_video' })
  video?: Video;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  output!: BackfillOutput;

  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ type: 'text' })
  lastError!: string;

  @Column({ type: 'timestamptz' })
  lastAttemptAt!: Date;

  /** Not tried again before this. */
  @Column({ type: 'timestamptz' })
  nextAttemptAt!: Date;

  /** Set at the last attempt: never tried again, listed in the console. */
  @Column({ type: 'timestamptz', nullable: true })
  givenUpAt!: Date | null;
}
