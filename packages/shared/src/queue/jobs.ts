import type { DefaultJobOptions } from 'bullmq';
import type { MailKind } from '../mail/mail-messages';

/** Every queue and job the API enqueues and the worker handles, declared once. */
export const QUEUES = {
  media: 'media',
  /** What follows a video's ready (poster sizes, preview loop, 720p copy…): never holds up a probe on the media queue. */
  afterReady: 'after-ready',
  /** The HLS ladder: minutes of ffmpeg per video, one at a time, never in a probe's slot on the media queue. */
  packaging: 'packaging',
  maintenance: 'maintenance',
  mail: 'mail',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface JobPayloads {
  /** One mail to send; `link` carries its token, so the job is removed once sent. `newEmail`: see renderMail. */
  'mail.send': { to: string; kind: MailKind; link: string; newEmail?: string; reason?: string };
  'video.probe': { videoId: string };
  'video.check-broken': { videoId: string };
  'creators.recompute': Record<string, never>;
  'storage.cleanup': Record<string, never>;
  'posters.backfill': Record<string, never>;
  'feed.rank': Record<string, never>;
  'previews.backfill': Record<string, never>;
  'copies.backfill': Record<string, never>;
  /** One ready video's follow-ups (enqueueAfterReady in the worker): its poster sizes, its preview loop and ThumbHash, its 720p copy. */
  'video.poster-variants': { videoId: string };
  'video.previews': { videoId: string };
  'video.copy-720p': { videoId: string };
  /** Packages ready videos that lack one as HLS, newest first (soon after each turns ready, and periodically). */
  'hls.package': Record<string, never>;
  /** Purges every deleted account whose grace period is over. */
  'account.purge': Record<string, never>;
  /** Builds one "Download your data" zip (account_exports row `exportId`). */
  'account.export': { exportId: string };
}
export type JobName = keyof JobPayloads;

export interface JobDefinition {
  queue: QueueName;
  /** Upper bound for one run; a run that takes longer fails and is retried. */
  timeoutMs: number;
  options: DefaultJobOptions;
}

const retried = (attempts: number, delayMs: number): DefaultJobOptions => ({
  attempts,
  backoff: { type: 'exponential', delay: delayMs },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  // Failed jobs are kept for inspection in Bull Board.
  removeOnFail: { age: 14 * 24 * 3600 },
});

export const JOBS: Record<JobName, JobDefinition> = {
  // While the SMTP server is away the mail waits: about 85 minutes of retries, longer than its link lives.
  'mail.send': { queue: QUEUES.mail, timeoutMs: 60_000, options: { ...retried(10, 5_000), removeOnComplete: true } },
  'video.probe': { queue: QUEUES.media, timeoutMs: 15 * 60_000, options: retried(4, 2_000) },
  // Removed once settled, so the next report of the video runs a fresh check under the same job id.
  'video.check-broken': { queue: QUEUES.media, timeoutMs: 60_000, options: { ...retried(3, 2_000), removeOnComplete: true, removeOnFail: true } },
  'creators.recompute': { queue: QUEUES.maintenance, timeoutMs: 60_000, options: retried(3, 5_000) },
  'storage.cleanup': { queue: QUEUES.maintenance, timeoutMs: 10 * 60_000, options: retried(3, 30_000) },
  // ffmpeg work, so on the media queue; a batch is small enough to finish well within the limit.
  'posters.backfill': { queue: QUEUES.media, timeoutMs: 10 * 60_000, options: retried(3, 30_000) },
  'feed.rank': { queue: QUEUES.maintenance, timeoutMs: 60_000, options: retried(3, 5_000) },
  // Like posters.backfill: ffmpeg work in small batches on the media queue.
  'previews.backfill': { queue: QUEUES.media, timeoutMs: 10 * 60_000, options: retried(3, 30_000) },
  // A batch is two transcodes, each stopped after as long as a probe may take (15 minutes), plus their downloads and uploads.
  'copies.backfill': { queue: QUEUES.media, timeoutMs: 35 * 60_000, options: retried(3, 30_000) },
  // A follow-up of one video: the backfill's own time limit for a video (2, 5, 15 minutes), plus its download and upload.
  // Two tries 30 s apart; each failure is recorded on the video (media_backfill_attempts), whose backfill tries once more an hour or two later.
  // By priority (1 first): a burst of uploads gets every poster's sizes, then every preview, then the copies.
  'video.poster-variants': { queue: QUEUES.afterReady, timeoutMs: 3 * 60_000, options: { ...retried(2, 30_000), priority: 1 } },
  'video.previews': { queue: QUEUES.afterReady, timeoutMs: 6 * 60_000, options: { ...retried(2, 30_000), priority: 2 } },
  'video.copy-720p': { queue: QUEUES.afterReady, timeoutMs: 20 * 60_000, options: { ...retried(2, 30_000), priority: 3 } },
  // One video a run: its package may take up to HLS_VIDEO_TIMEOUT_MS (30 minutes), plus the download and the uploads.
  'hls.package': { queue: QUEUES.packaging, timeoutMs: 40 * 60_000, options: retried(3, 30_000) },
  // Batches commit as they go: a run cut short by the limit or a failure is finished by the retry. A video
  // still being probed fails a run: the retries (5 s doubling, 2.5 minutes in all) outlast most probes, the schedule the rest.
  'account.purge': { queue: QUEUES.maintenance, timeoutMs: 30 * 60_000, options: retried(6, 5_000) },
  // Streams every original the account uploaded into one zip: a run cut short starts the zip over.
  'account.export': { queue: QUEUES.maintenance, timeoutMs: 60 * 60_000, options: retried(3, 30_000) },
};

/** One build per export, however often it is enqueued. */
export const accountExportJobId = (exportId: string) => `account-export-${exportId}`;

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/**
 * The jobs that recompute over everything: a burst of changes schedules one run, this long after the
 * first. Under steady engagement that is one run of each per interval: on 100,000 videos the two cost
 * PostgreSQL about 1.4 s of CPU a run (the soak, at load), a third of its time at 5 s.
 */
export type RecomputeJobName = 'creators.recompute' | 'feed.rank';
/** The jobs `enqueueSoon` schedules: the recomputes, and the 720p copies and HLS packages of videos just made ready. */
export type SoonJobName = RecomputeJobName | 'copies.backfill' | 'hls.package';
export const RECOMPUTE_SOON_MS = 15_000;

/** One probe per video, however often it is enqueued (the API after commit, the worker's sweep). */
export const probeJobId = (videoId: string) => `probe-${videoId}`;

/** The jobs that follow a video's ready, one of each per video however often it is enqueued. */
export type AfterReadyJobName = 'video.poster-variants' | 'video.previews' | 'video.copy-720p';
export const afterReadyJobId = (name: AfterReadyJobName, videoId: string) => `${name}-${videoId}`;

/** One check of a video at a time: reports while one runs wait for its answer instead of starting another. */
export const checkBrokenJobId = (videoId: string) => `check-broken-${videoId}`;

export function jobsOfQueue(queue: QueueName): JobName[] {
  return JOB_NAMES.filter((name) => JOBS[name].queue === queue);
}
