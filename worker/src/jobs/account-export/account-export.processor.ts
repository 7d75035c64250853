import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { OBJECT_STORAGE, ObjectStorage, YOUR_DATA_PATH, accountExportKey, withTempDir } from '@genalpha/shared';
import { EXPORT_DOCUMENTS, ExportToBuildRow, accountExportsRepository } from '@genalpha/db';
import { JobProducer } from '../../job-producer.service';
import { OwnerNotifications } from '../../owner-notifications.service';
import { QueueWorkersService } from '../../queue-workers.service';
import { documentRows, jsonArray } from './export-documents';
import { ExportFile, exportFiles } from './export-files';
import { ExportText, writeExportZip } from './export-zip';
import { readmeText } from './export-readme';

/**
 * account.export: builds one "Download your data" zip (profile, videos with their originals,
 * comments, likes, follows, notifications, token and passkey names, sessions) in a temp file,
 * streamed, stores it, marks the export ready and tells its owner in the app and by mail. Only an
 * export still building is built, so a repeated job does nothing; the last failed attempt marks it
 * failed (the person may ask again at once). An account deleted meanwhile gets no export.
 */
@Injectable()
export class AccountExportProcessor implements OnModuleInit {
  private readonly logger = new Logger('account.export');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly producer: JobProducer,
    private readonly owners: OwnerNotifications,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('account.export', (data, signal, job) => this.run(data.exportId, signal, job));
  }

  private async run(exportId: string, signal: AbortSignal, job: Job): Promise<unknown> {
    try {
      return await this.build(exportId, signal);
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await accountExportsRepository.markFailed(this.dataSource, exportId);
      throw error;
    }
  }

  async build(exportId: string, signal?: AbortSignal): Promise<{ status: 'ready'; sizeBytes: number } | { status: 'skipped'; reason: string }> {
    const target = await accountExportsRepository.toBuild(this.dataSource, exportId);
    if (!target) return { status: 'skipped', reason: 'not building' };
    if (target.deletionDueAt) {
      await accountExportsRepository.markFailed(this.dataSource, exportId);
      return { status: 'skipped', reason: 'account deleted' };
    }
    const key = accountExportKey(target.userId, exportId);
    const sizeBytes = await withTempDir(async (dir) => {
      const zipPath = join(dir, 'export.zip');
      const { present, missing } = await this.storedFiles(await exportFiles(this.dataSource, target.userId));
      await writeExportZip(zipPath, this.documents(target.userId, missing), present, this.storage, signal);
      await this.storage.putFile(key, zipPath, 'application/zip');
      return (await stat(zipPath)).size;
    });
    if (!(await accountExportsRepository.markReady(this.dataSource, exportId, sizeBytes))) {
      // The account was purged (or the export settled) while this one was built: keep nothing.
      await this.storage.delete(key);
      return { status: 'skipped', reason: 'gone while building' };
    }
    await this.tellOwner(target);
    this.logger.log({ exportId, userId: target.userId, sizeBytes }, 'export ready');
    return { status: 'ready', sizeBytes };
  }

  /** The files still stored: one lost from storage is named in the README rather than failing every export. */
  private async storedFiles(files: ExportFile[]): Promise<{ present: ExportFile[]; missing: string[] }> {
    const present: ExportFile[] = [];
    const missing: string[] = [];
    for (const file of files) {
      if (await this.storage.exists(file.key)) present.push(file);
      else missing.push(file.path);
    }
    return { present, missing };
  }

  private documents(userId: string, missingFiles: string[]): ExportText[] {
    const db = this.dataSource;
    const once = (text: () => Promise<string>) =>
      async function* () {
        yield await text();
      };
    return [
      { path: 'README.txt', chunks: once(async () => readmeText(missingFiles)) },
      { path: 'profile.json', chunks: once(async () => `${JSON.stringify(await accountExportsRepository.profile(db, userId), null, 2)}\n`) },
      { path: 'sessions.json', chunks: once(async () => `${JSON.stringify(await accountExportsRepository.sessions(db, userId), null, 2)}\n`) },
      ...EXPORT_DOCUMENTS.map((doc) => ({ path: doc.file, chunks: () => jsonArray(documentRows(db, doc, userId)) })),
    ];
  }

  private async tellOwner(target: ExportToBuildRow): Promise<void> {
    await this.owners.notify({ type: 'export_ready', userId: target.userId });
    await this.producer.enqueue('mail.send', { to: target.email, kind: 'export-ready', link: `${target.linkOrigin}${YOUR_DATA_PATH}` });
  }
}
