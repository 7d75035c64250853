import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { checkBrokenJobId } from '@genalpha/shared';
import { REPORTS_TO_HIDE, ReportReason, hideForReview, isPublicVideo, maySeeVideo, videoReportsRepository, videosRepository } from '@genalpha/db';
import { SessionUser } from '../auth/session-user';
import { DomainEvent, NotificationStoredEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';

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
    private readonly events: EventEmitter2,
  ) {}

  /**
   * One report per user per video: a repeat replaces an open one, and a report staff already
   * resolved stays resolved. Returns whether the video is now hidden.
   */
  async report(videoId: string, userId: string, reason: ReportReason, otherText: string | null): Promise<boolean> {
    const { hidden, notification } = await this.dataSource.transaction(async (m) => {
      // Locking the video serialises its reports, so the count below sees every earlier one.
      const video = await videoReportsRepository.lockVideo(m, videoId, userId);
      if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
      await videoReportsRepository.upsert(m, videoId, userId, reason, otherText);
      if (video.isHidden) return { hidden: true, notification: null };
      const count = await videoReportsRepository.countedReports(m, videoId, video.ownerId);
      if (count < REPORTS_TO_HIDE) return { hidden: false, notification: null };
      const stored = await hideForReview(m, videoId, `Reported by ${count} accounts`);
      return { hidden: true, notification: stored && { userId: video.ownerId, notification: stored } };
    });
    if (notification) this.events.emit(DomainEvent.NotificationStored, notification satisfies NotificationStoredEvent);
    return hidden;
  }

  /**
   * Anyone may claim a video does not play, so only the worker's check of the stored file
   * can hide it. No answer within the time limit leaves the video as it is. A video the viewer
   * may not see answers as a missing one.
   */
  async reportBroken(videoId: string, viewer: SessionUser | null): Promise<{ hidden: boolean; alreadyHidden: boolean }> {
    const video = await videosRepository.visibility(this.dataSource, videoId);
    if (!video || !maySeeVideo(video, viewer)) throw new NotFoundException(VIDEO_NOT_FOUND);
    if (!isPublicVideo(video)) return { hidden: false, alreadyHidden: video.isHidden };
    try {
      const check = this.jobs.enqueueAndWait<'video.check-broken', CheckBrokenResult>('video.check-broken', { videoId }, CHECK_BROKEN_TIMEOUT_MS, {
        jobId: checkBrokenJobId(videoId),
      });
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
