import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EXPORT_INTERVAL_HOURS, EXPORT_LINK_HOURS, OBJECT_STORAGE, ObjectStorage, accountExportJobId, accountExportKey } from '@genalpha/shared';
import { AccountExportRow, accountExportsRepository } from '@genalpha/db';
import { RetryLaterException } from '../common/retry-later.exception';
import { JobQueue } from '../queue/job-queue.service';
import { AccountExportDto, AccountExportListDto } from './dto/account-export.dto';

export const ONE_EXPORT_A_DAY = 'You can download your data once a day. Try again later.';
export const EXPORT_NOT_FOUND = 'Export not found';
export const EXPORT_EXPIRED = 'This download has expired. Ask for a new one.';
export const EXPORT_NOT_READY = 'This export is not ready yet';

/** What a download needs: where the zip is, how big, and the name it is saved under. */
export interface ExportDownload {
  key: string;
  sizeBytes: number;
  fileName: string;
}

/**
 * "Download your data": asking for an export (one a day; the worker's account.export builds it),
 * listing them, and handing a ready one to its owner alone while its link lives.
 */
@Injectable()
export class AccountExports {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly jobs: JobQueue,
  ) {}

  /** Starts an export, unless one asked for within the day is building or ready (429 with Retry-After); a failed one does not count. */
  async request(userId: string, linkOrigin: string): Promise<AccountExportDto> {
    const row = await this.dataSource.transaction(async (m) => {
      await accountExportsRepository.lockRequests(m, userId);
      const waitSeconds = await accountExportsRepository.waitSeconds(m, userId, EXPORT_INTERVAL_HOURS);
      if (waitSeconds !== null) throw new RetryLaterException(ONE_EXPORT_A_DAY, Math.max(1, waitSeconds));
      return accountExportsRepository.insert(m, userId, linkOrigin);
    });
    // A job lost here (Redis away) leaves the export building: it fails rather than hang, at the next ask.
    await this.jobs.enqueue('account.export', { exportId: row.id }, { jobId: accountExportJobId(row.id) }).catch(async (error: Error) => {
      await accountExportsRepository.markFailed(this.dataSource, row.id);
      throw error;
    });
    return toDto(row);
  }

  async list(userId: string): Promise<AccountExportListDto> {
    const rows = await accountExportsRepository.list(this.dataSource, userId);
    const counting = rows.find((row) => row.status !== 'failed' && row.createdAt.getTime() > Date.now() - EXPORT_INTERVAL_HOURS * 3600_000);
    return {
      exports: rows.map(toDto),
      nextExportAt: counting ? new Date(counting.createdAt.getTime() + EXPORT_INTERVAL_HOURS * 3600_000).toISOString() : null,
    };
  }

  /** The owner's ready export: 404 for anyone else's or an unknown one, 409 while building, 410 once expired. */
  async download(userId: string, exportId: string): Promise<ExportDownload> {
    const row = await accountExportsRepository.ofOwner(this.dataSource, userId, exportId);
    if (!row) throw new NotFoundException(EXPORT_NOT_FOUND);
    if (row.status === 'expired' || (row.readyAt && expiresAt(row.readyAt) <= new Date())) throw new GoneException(EXPORT_EXPIRED);
    if (row.status !== 'ready') throw new NotFoundException(EXPORT_NOT_READY);
    return {
      key: accountExportKey(userId, row.id),
      sizeBytes: Number(row.sizeBytes),
      fileName: `genalpha-data-${row.readyAt!.toISOString().slice(0, 10)}.zip`,
    };
  }

  /** A short-lived URL straight to the store (s3 driver), or null when the API streams the zip itself. */
  presignedUrl(download: ExportDownload): Promise<string | null> {
    return this.storage.driver === 's3' ? this.storage.presignedGetUrl(download.key, 60, 'application/zip') : Promise.resolve(null);
  }

  openZip(download: ExportDownload) {
    return this.storage.createReadStream(download.key);
  }
}

const expiresAt = (readyAt: Date) => new Date(readyAt.getTime() + EXPORT_LINK_HOURS * 3600_000);

function toDto(row: AccountExportRow): AccountExportDto {
  const live = row.status === 'ready' && row.readyAt !== null && expiresAt(row.readyAt) > new Date();
  return {
    id: row.id,
    status: row.status === 'ready' && !live ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.readyAt ? expiresAt(row.readyAt).toISOString() : null,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    downloadUrl: live ? `/api/user/exports/${row.id}/download` : null,
  };
}
