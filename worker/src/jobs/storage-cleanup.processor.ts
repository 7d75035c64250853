import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EXPORT_LINK_HOURS, OBJECT_STORAGE, ObjectStorage, UNCLAIMED_UPLOAD_TTL_HOURS, accountExportKey, deleteUploadObjects } from '@genalpha/shared';
import { accountExportsRepository, uploadsRepository } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';
import { deleteEndedAccessTokens } from './ended-access-tokens';
import { inBatches } from './in-batches';

const BATCH = 200;
const INCOMPLETE_WRITE_MAX_AGE_MS = UNCLAIMED_UPLOAD_TTL_HOURS * 3600_000;

export interface CleanupResult {
  uploadsRemoved: number;
  incompleteWritesRemoved: number;
  accessTokensRemoved: number;
  exportsExpired: number;
}

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/**
 * storage.cleanup: deletes objects uploaded more than 24 hours ago that no video claimed, then their
 * rows; a resumable upload left unfinished goes the same way, with what tus kept beside it (and, with S3,
 * its multipart upload, aborted by purgeIncompleteWrites). An avatar's upload is only its source (deleted once the avatar is made), so an avatar claim
 * counts as none: the original of an avatar whose processing died with its process goes too. Rows are locked while their objects go, so a claim racing the cleanup either
 * wins (and the row is skipped) or finds the upload expired; objects are deleted before rows, so
 * a crash in between leaves rows to retry, never unlisted objects. It also deletes the rows of access
 * tokens that ended (revoked or expired) more than ENDED_TOKEN_RETENTION_DAYS ago, and the zips of
 * data exports whose download expired.
 */
@Injectable()
export class StorageCleanupProcessor implements OnModuleInit {
  private readonly logger = new Logger('storage.cleanup');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('storage.cleanup', () => this.process());
  }

  async process(): Promise<CleanupResult> {
    const uploadsRemoved = await inBatches(BATCH, () => this.removeBatch());
    const incompleteWritesRemoved = await this.storage.purgeIncompleteWrites(INCOMPLETE_WRITE_MAX_AGE_MS);
    if (uploadsRemoved + incompleteWritesRemoved > 0) this.logger.log({ uploadsRemoved, incompleteWritesRemoved }, 'removed unclaimed uploads');
    const accessTokensRemoved = await deleteEndedAccessTokens(this.dataSource);
    if (accessTokensRemoved > 0) this.logger.log({ accessTokensRemoved }, 'removed ended access tokens');
    const exportsExpired = await inBatches(BATCH, () => this.expireExports());
    if (exportsExpired > 0) this.logger.log({ exportsExpired }, 'removed expired data exports');
    return { uploadsRemoved, incompleteWritesRemoved, accessTokensRemoved, exportsExpired };
  }

  /** Deletes the zips of exports whose download link has expired (object first, so a crash retries it). */
  private expireExports(): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows = await accountExportsRepository.lockExpired(m, EXPORT_LINK_HOURS, BATCH);
      for (const row of rows) await this.storage.delete(accountExportKey(row.userId, row.id));
      await accountExportsRepository.markExpired(m, ids(rows));
      return rows.length;
    });
  }

  private removeBatch(): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows = await uploadsRepository.lockUnclaimed(m, UNCLAIMED_UPLOAD_TTL_HOURS, BATCH);
      for (const row of rows) await deleteUploadObjects(this.storage, row.objectKey);
      await uploadsRepository.delete(m, ids(rows));
      return rows.length;
    });
  }
}
