import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReportReason } from '@genalpha/shared';
import { JobQueue } from '../queue/job-queue.service';
import { rowsOf } from './sql-rows';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { PUBLICLY_VISIBLE } from './video-row';

/** Distinct reporters that hide a video until it is reviewed. */
export const REPORTS_TO_HIDE = 3;
export const CHECK_BROKEN_TIMEOUT_MS = 10_000;

export interface CheckBrokenResult {
  broken: boolean;
}

@Injectable()
export class ReportsService {
  private readonly logger = new Logger(ReportsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /** One report per user per video (a repeat replaces it); returns whether the video is now hidden. */
  report(videoId: string, userId: string, reason: ReportReason, otherText: string | null): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      // Locking the video serialises its reports, so the count below sees every earlier one.
      const [video]: Array<{ isHidden: boolean }> = await m.query(
        `SELECT v."isHidden" FROM videos v WHERE v.id = $1 AND ((${PUBLICLY_VISIBLE}) OR v."userId" = $2) FOR NO KEY UPDATE`,
        [videoId, userId],
      );
      if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
      await m.query(
        `INSERT INTO reports ("videoId", "userId", reason, "otherText") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("videoId", "userId") DO UPDATE SET reason = EXCLUDED.reason, "otherText" = EXCLUDED."otherText"`,
        [videoId, userId, reason, otherText],
      );
      if (video.isHidden) return true;
      const hidden = await rowsOf(
        m,
        `UPDATE videos SET "isHidden" = true
         WHERE id = $1 AND (SELECT count(*) FROM reports r WHERE r."videoId" = $1) >= $2 RETURNING id`,
        [videoId, REPORTS_TO_HIDE],
      );
      return hidden.length > 0;
    });
  }

  /**
   * Anyone may claim a video does not play, so only the worker's check of the stored file
   * can hide it. No answer within the time limit leaves the video as it is.
   */
  async reportBroken(videoId: string): Promise<{ hidden: boolean; alreadyHidden: boolean }> {
    const [video]: Array<{ isHidden: boolean; status: string }> = await this.dataSource.query(
      `SELECT "isHidden", status FROM videos WHERE id = $1`,
      [videoId],
    );
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
    if (video.isHidden || video.status === 'failed') return { hidden: false, alreadyHidden: true };
    try {
      const check = this.jobs.enqueueAndWait<'video.check-broken', CheckBrokenResult>('video.check-broken', { videoId }, CHECK_BROKEN_TIMEOUT_MS);
      const result = await withinTime(check, CHECK_BROKEN_TIMEOUT_MS);
      return { hidden: result.broken === true, alreadyHidden: false };
    } catch (error) {
      this.logger.warn(`video.check-broken for ${videoId} gave no answer: ${(error as Error).message}`);
      return { hidden: false, alreadyHidden: false };
    }
  }
}

/** enqueueAndWait's own limit starts only once the job is queued; this one also covers a Redis that does not answer. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
