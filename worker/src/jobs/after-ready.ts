import { Logger } from '@nestjs/common';
import { AfterReadyJobName, afterReadyJobId } from '@genalpha/shared';
import { JobProducer } from '../job-producer.service';

const logger = new Logger('after-ready');

/**
 * What follows a video's ready, each its own job on the after-ready queue (so none holds up a probe):
 * the poster's sizes, the preview loop and ThumbHash placeholder, the 720p copy. A new follow-up
 * is one more name here. Each is idempotent (skipped once made), retried with
 * backoff, and a failure is recorded on the video, which stays ready and playable.
 */
export const AFTER_READY_JOBS: readonly AfterReadyJobName[] = ['video.poster-variants', 'video.previews', 'video.copy-720p'];

/**
 * The one place the follow-ups of a video just made ready are enqueued, one job of each per video
 * however often this runs. Never throws: while Redis is away the periodic backfills make them later.
 */
export async function enqueueAfterReady(producer: JobProducer, videoId: string): Promise<void> {
  const tryEnqueue = async (job: string, enqueue: () => Promise<unknown>) => {
    try {
      await enqueue();
    } catch (error) {
      logger.warn({ videoId, job, error: (error as Error).message }, 'follow-up not enqueued; its periodic backfill will make it');
    }
  };
  for (const name of AFTER_READY_JOBS) await tryEnqueue(name, () => producer.enqueue(name, { videoId }, { jobId: afterReadyJobId(name, videoId) }));
  // The HLS ladder is the backfill's run, newest first, soon after (one package at a time, up to 30 minutes each).
  await tryEnqueue('hls.package', () => producer.enqueueSoon('hls.package'));
}
