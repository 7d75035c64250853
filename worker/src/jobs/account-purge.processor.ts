import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OBJECT_STORAGE, ObjectStorage, accountExportsPrefix, deleteUploadObjects, objectKeyFromPublicPath } from '@genalpha/shared';
import {
  OwnedRows,
  accountDeletionRepository,
  accountExportsRepository,
  recountComments,
  recountUsers,
  recountVideos,
  sessionsRepository,
  uploadsRepository,
} from '@genalpha/db';
import { JobProducer } from '../job-producer.service';
import { QueueWorkersService } from '../queue-workers.service';
import { inBatches } from './in-batches';
import { withVideoLock } from './video-lock';

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/** Rows per transaction; videos go a few at a time, each with its files. */
const BATCH = 500;
const VIDEO_BATCH = 20;

/** Rows the account owns in `table` (found by `owner`), each touching `touched` of someone else's, which `recount` settles. */
interface RowsStep extends OwnedRows {
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
    const due = await accountDeletionRepository.due(this.dataSource);
    for (const id of due) {
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
    await sessionsRepository.purge(this.dataSource, userId);
    await this.storage.deletePrefix(`avatars/${userId}`);
    // An export still being built finds its row gone and deletes its own zip.
    await this.storage.deletePrefix(accountExportsPrefix(userId));
    await accountExportsRepository.deleteAllOf(this.dataSource, userId);
    // Whatever else still names the account (its leaderboard row, a report it resolved) follows by its foreign key.
    await accountDeletionRepository.deleteAccount(this.dataSource, userId);
  }

  /** Files first, then the row (its likes, comments, reports and notifications cascade): a run cut short in between deletes the files again. */
  private async deleteVideos(userId: string): Promise<number> {
    const videos = await accountDeletionRepository.videos(this.dataSource, userId, VIDEO_BATCH);
    for (const video of videos) {
      // A probe or copy at work on the video holds its lock: the run fails and its retry finds the video settled.
      await withVideoLock(this.dataSource, video.id, async () => {
        const original = objectKeyFromPublicPath(video.originalUrl);
        if (original) await this.storage.delete(original);
        await this.storage.deletePrefix(`videos/${video.id}`);
        await accountDeletionRepository.deleteVideo(this.dataSource, video.id);
      });
    }
    return videos.length;
  }

  private deleteUploads(userId: string): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows = await uploadsRepository.lockOfUser(m, userId, BATCH);
      for (const row of rows) await deleteUploadObjects(this.storage, row.objectKey);
      await uploadsRepository.delete(m, ids(rows));
      return rows.length;
    });
  }

  private deleteRows(step: RowsStep, userId: string): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const touched = await accountDeletionRepository.deleteOwned(m, step, userId, BATCH);
      if (step.recount) await step.recount(m, [...new Set(touched as string[])]);
      return touched.length;
    });
  }
}
