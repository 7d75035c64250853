import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OBJECT_STORAGE, ObjectStorage, accountExportsPrefix, objectKeyFromPublicPath } from '@genalpha/shared';
import { recountComments, recountUsers, recountVideos } from '@genalpha/db';
import { JobProducer } from '../job-producer.service';
import { QueueWorkersService } from '../queue-workers.service';
import { inBatches } from './in-batches';
import { withVideoLock } from './video-lock';

/** Rows per transaction; videos go a few at a time, each with its files. */
const BATCH = 500;
const VIDEO_BATCH = 20;

/** Rows the account owns in `table` (found by `owner`), each touching `touched` of someone else's, which `recount` settles. */
interface RowsStep {
  table: string;
  owner: string;
  touched?: string;
  recount?: (m: EntityManager, ids: string[]) => Promise<void>;
}

/**
 * What is left once the videos and uploads are gone, in order. Counters of other people's things
 * already leave the account out (see leavingAccount); each batch recounts what it touched anyway,
 * so a like that raced the deletion is settled too.
 */
const ROW_STEPS: RowsStep[] = [
  { table: 'likes', owner: 'userId', touched: 'videoId', recount: recountVideos },
  { table: 'comment_likes', owner: 'userId', touched: 'commentId', recount: recountComments },
  { table: 'comments', owner: 'userId', touched: 'videoId', recount: recountVideos },
  { table: 'follows', owner: 'followerId', touched: 'followingId', recount: recountUsers },
  { table: 'follows', owner: 'followingId', touched: 'followerId', recount: recountUsers },
  { table: 'notifications', owner: 'userId' },
  { table: 'notifications', owner: 'actorId' },
  { table: 'reports', owner: 'userId' },
  { table: 'feed_not_interested', owner: 'userId' },
  { table: 'access_tokens', owner: 'userId' },
];

interface VideoFiles {
  id: string;
  originalUrl: string;
}

/**
 * account.purge: deletes every account whose deletion is due (deletionDueAt passed; a cancel is
 * refused from then on) with everything it owned: its videos and their files, uploads, likes,
 * comment likes, comments, follows both ways, notifications, reports, tokens, sessions, avatar and exports,
 * then the account row. Every step is idempotent and commits in batches, and the row goes last, so a
 * run cut short anywhere is finished by the next (the retry, or the schedule's next run). The
 * moderation log has no foreign keys: its rows keep the account's id and the names they recorded.
 */
@Injectable()
export class AccountPurgeProcessor implements OnModuleInit {
  private readonly logger = new Logger('account.purge');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly producer: JobProducer,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('account.purge', (_data, signal) => this.process(signal));
  }

  async process(signal?: AbortSignal): Promise<{ purged: number }> {
    const due = (await this.dataSource.query(`SELECT "id" FROM "users" WHERE "deletionDueAt" <= now() ORDER BY "deletionDueAt"`)) as Array<{ id: string }>;
    for (const { id } of due) {
      await this.purge(id, signal);
      this.logger.log({ userId: id }, 'account purged');
    }
    if (due.length > 0) await this.producer.enqueueSoon('creators.recompute');
    return { purged: due.length };
  }

  private async purge(userId: string, signal?: AbortSignal): Promise<void> {
    await inBatches(VIDEO_BATCH, async () => {
      signal?.throwIfAborted();
      return this.deleteVideos(userId);
    });
    await inBatches(BATCH, () => this.deleteUploads(userId));
    for (const step of ROW_STEPS) {
      await inBatches(BATCH, async () => {
        signal?.throwIfAborted();
        return this.deleteRows(step, userId);
      });
    }
    await this.dataSource.query(`DELETE FROM "sessions" WHERE ("sess" -> 'passport' ->> 'user') = $1`, [userId]);
    await this.storage.deletePrefix(`avatars/${userId}`);
    // An export still being built finds its row gone and deletes its own zip.
    await this.storage.deletePrefix(accountExportsPrefix(userId));
    await this.dataSource.query(`DELETE FROM "account_exports" WHERE "userId" = $1`, [userId]);
    // Whatever else still names the account (its leaderboard row, a report it resolved) follows by its foreign key.
    await this.dataSource.query(`DELETE FROM "users" WHERE "id" = $1 AND "deletionDueAt" <= now()`, [userId]);
  }

  /** Files first, then the row (its likes, comments, reports and notifications cascade): a run cut short in between deletes the files again. */
  private async deleteVideos(userId: string): Promise<number> {
    const videos = (await this.dataSource.query(`SELECT "id", "originalUrl" FROM "videos" WHERE "userId" = $1 LIMIT $2`, [
      userId,
      VIDEO_BATCH,
    ])) as VideoFiles[];
    for (const video of videos) {
      // A probe or copy at work on the video holds its lock: the run fails and its retry finds the video settled.
      await withVideoLock(this.dataSource, video.id, async () => {
        const original = objectKeyFromPublicPath(video.originalUrl);
        if (original) await this.storage.delete(original);
        await this.storage.deletePrefix(`videos/${video.id}`);
        await this.dataSource.query(`DELETE FROM "videos" WHERE "id" = $1`, [video.id]);
      });
    }
    return videos.length;
  }

  private deleteUploads(userId: string): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows = (await m.query(`SELECT "id", "objectKey" FROM "uploads" WHERE "userId" = $1 LIMIT $2 FOR UPDATE`, [userId, BATCH])) as Array<{
        id: string;
        objectKey: string;
      }>;
      for (const row of rows) await this.storage.delete(row.objectKey);
      if (rows.length > 0) await m.query(`DELETE FROM "uploads" WHERE "id" = ANY($1)`, [rows.map((row) => row.id)]);
      return rows.length;
    });
  }

  private deleteRows(step: RowsStep, userId: string): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const touched = step.touched ? `"${step.touched}"` : 'NULL';
      const rows = (await m.query(
        `WITH gone AS (
           DELETE FROM "${step.table}" WHERE ctid = ANY(ARRAY(SELECT ctid FROM "${step.table}" WHERE "${step.owner}" = $1 LIMIT $2)) RETURNING ${touched} AS id
         ) SELECT id FROM gone`,
        [userId, BATCH],
      )) as Array<{ id: string | null }>;
      if (step.recount) await step.recount(m, [...new Set(rows.map((row) => row.id!))]);
      return rows.length;
    });
  }
}
