import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import { Client } from 'pg';
import { JOBS, MediaTools, playableMp4Args, posterSeekSeconds, resolveMediaBinaries, runProcess } from '@genalpha/shared';
import { benchFactsRepository } from '@genalpha/db';
import { data } from '@genalpha/sdk';
import { median } from '@genalpha/testkit';
import { ApiClient, isMissingRoute, seedEmail, signIn } from '../api-client';
import { BenchContext } from '../bench-context';
import { CLIPS, ensureClip, hevcClip } from '../media';
import { cpuSeconds } from '../proc-stats';
import { BenchResult, notMeasured } from '../results';
import { uploadFile } from '../uploads';

const READY_MEDIAN_TARGET_S = 1;
/** How long a run waits for the previous video's follow-ups (poster sizes, preview loop, 720p copy) before it starts. */
const FOLLOW_UPS_LIMIT_MS = 2 * 60_000;
const WAIT_LIMIT_MS = 5 * 60_000;

export function publish(client: ApiClient, uploadURL: string, title: string): Promise<{ id: string }> {
  return data(
    client.sdk.POST('/api/videos', { body: { title, caption: 'Benchmark clip', toolUsed: 'openai-sora', aspectRatio: 'auto', videoUrl: uploadURL } }),
  );
}

/** Deletes the run's videos, whatever became of them. */
export async function deleteVideos(client: ApiClient, ids: string[]): Promise<void> {
  for (const id of ids) await client.sdk.DELETE('/api/videos/{id}', { params: { path: { id } } }).catch(() => undefined);
}

/** Waits until none of the videos is still processing; fails on a video that failed. */
export async function waitProcessed(db: Client, ids: string[]): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const rows = await benchFactsRepository.settledVideos(db, ids);
    const failed = rows.find((row) => row.status === 'failed');
    if (failed) throw new Error(`a benchmark video failed to process: ${failed.failureReason}`);
    if (rows.length === ids.length) return;
    if (Date.now() > deadline) throw new Error(`videos still processing after ${WAIT_LIMIT_MS / 1000} s; is the worker running? (see its log)`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

interface ReadyRuns {
  /** POST /api/videos → ready, each run. */
  ready: number[];
  /** The worker's ffprobe of the same file alone, and its poster alone, in the same runs: what ready cannot go below. */
  ffprobe: number[];
  poster: number[];
  /** POST → the follow-ups done (poster sizes, preview loop, 720p copy), null when they took longer than FOLLOW_UPS_LIMIT_MS. */
  followUps: Array<number | null>;
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** Waits until the video has what follows its ready; seconds from `started`, or null past the limit. */
async function followUpSeconds(db: Client, id: string, started: number): Promise<number | null> {
  const deadline = Date.now() + FOLLOW_UPS_LIMIT_MS;
  while (Date.now() < deadline) {
    if ((await benchFactsRepository.followedUpCount(db, [id])) === 1) return secondsSince(started);
    await new Promise((done) => setTimeout(done, 50));
  }
  return null;
}

/**
 * From POST /api/videos to status ready, one clip at a time, each run beside the worker's ffprobe
 * and poster of the same file timed alone. A run starts once the previous video's follow-ups are
 * done, so each measures a quiet machine.
 */
async function readySeconds(ctx: BenchContext, client: ApiClient, clip: string, created: string[]): Promise<ReadyRuns> {
  const media = new MediaTools(resolveMediaBinaries({}));
  const poster = join(ctx.stack.dataDir, 'tmp', 'bench-poster.jpg');
  mkdirSync(dirname(poster), { recursive: true });
  const runs: ReadyRuns = { ready: [], ffprobe: [], poster: [], followUps: [] };
  for (let run = 0; run < ctx.profile.pipelineRuns; run++) {
    let started = performance.now();
    const info = await media.probe(clip);
    runs.ffprobe.push(secondsSince(started));
    started = performance.now();
    await media.poster(clip, poster, posterSeekSeconds(info.durationSeconds));
    runs.poster.push(secondsSince(started));

    const uploadURL = await uploadFile(client, clip, 'video/mp4');
    started = performance.now();
    const { id } = await publish(client, uploadURL, `Bench 1080p run ${run + 1}`);
    created.push(id);
    await waitProcessed(ctx.db, [id]);
    runs.ready.push(secondsSince(started));
    runs.followUps.push(await followUpSeconds(ctx.db, id, started));
  }
  rmSync(poster, { force: true });
  return runs;
}

const seconds = (values: number[]) => `${values.map((t) => t.toFixed(2)).join(', ')} s`;

/** 8a's note: the runs, beside ffprobe and the poster alone, and when the follow-ups were done. */
function readyNote(runs: ReadyRuns): string {
  const followUps = runs.followUps.map((t) => (t === null ? `over ${FOLLOW_UPS_LIMIT_MS / 1000} s` : `${t.toFixed(1)} s`)).join(', ');
  return (
    `runs: ${seconds(runs.ready)}; same runs, the worker's ffprobe alone: median ${median(runs.ffprobe).toFixed(2)} s (${seconds(runs.ffprobe)}), ` +
    `its poster alone: median ${median(runs.poster).toFixed(2)} s (${seconds(runs.poster)}); follow-ups (poster sizes, preview, 720p copy) done ${followUps} after POST`
  );
}

/** Many short clips published at once: video.probe jobs per second at the worker's own concurrency. */
async function probeThroughput(ctx: BenchContext, client: ApiClient, clip: string, created: string[]) {
  const uploads: string[] = [];
  for (let n = 0; n < ctx.profile.probeClips; n++) uploads.push(await uploadFile(client, clip, 'video/mp4'));
  const worker = ctx.stack.worker.pid!;
  const cpuBefore = cpuSeconds(worker);
  const started = performance.now();
  const ids: string[] = [];
  for (const [n, uploadURL] of uploads.entries()) ids.push((await publish(client, uploadURL, `Bench probe ${n + 1}`)).id);
  created.push(...ids);
  await waitProcessed(ctx.db, ids);
  const seconds = (performance.now() - started) / 1000;
  return { jobsPerSecond: ids.length / seconds, seconds, cpuShare: (cpuSeconds(worker) - cpuBefore) / seconds };
}

/** The worker's own ffmpeg arguments for a browser-playable copy, timed on a 1080p HEVC clip. */
async function hevcTranscodeSpeed(ctx: BenchContext): Promise<{ speed: number; seconds: number }> {
  const input = await ensureClip(ctx.stack.dataDir, hevcClip(ctx.profile.hevcSeconds));
  const output = join(ctx.stack.dataDir, 'tmp', 'hevc-transcoded.mp4');
  mkdirSync(dirname(output), { recursive: true }); // absent on a fresh data folder run with --only 8
  const { ffmpeg } = resolveMediaBinaries({});
  const started = performance.now();
  await runProcess(ffmpeg, playableMp4Args(input, output, 'transcode'), { timeoutMs: JOBS['video.probe'].timeoutMs });
  const seconds = (performance.now() - started) / 1000;
  rmSync(output, { force: true });
  return { speed: ctx.profile.hevcSeconds / seconds, seconds };
}

/** 8: upload → ready for a 1080p clip, probe throughput over many short clips, HEVC → H.264 transcode speed. */
export async function pipelineScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const scenario = 'pipeline: POST /api/videos → ready, 10 s 1080p H.264';
  const target = `median ≤ ${READY_MEDIAN_TARGET_S} s`;
  const client = await signIn(ctx.stack.baseUrl, seedEmail(2));
  const big = await ensureClip(ctx.stack.dataDir, CLIPS.h264_1080p_10s);
  const short = await ensureClip(ctx.stack.dataDir, CLIPS.h264_short);
  const created: string[] = [];
  try {
    let runs: ReadyRuns | null = null;
    if (ctx.wants(['8a'])) {
      try {
        runs = await readySeconds(ctx, client, big, created);
      } catch (error) {
        if (isMissingRoute(error)) return [notMeasured('8a', scenario, target, 'not available yet (404 from the API)')];
        throw error;
      }
    }
    const results: BenchResult[] = [];
    if (runs) {
      console.log(`    8a ${readyNote(runs)}`);
      results.push({
        id: '8a',
        scenario,
        value: median(runs.ready),
        unit: 's',
        target,
        pass: median(runs.ready) <= READY_MEDIAN_TARGET_S,
        note: readyNote(runs),
      });
    }
    if (!ctx.wants(['8b', '8c'])) return results;
    const probes = await probeThroughput(ctx, client, short, created);
    const hevc = await hevcTranscodeSpeed(ctx);
    const cores = availableParallelism();
    return [
      ...results,
      {
        id: '8b',
        scenario: `pipeline: video.probe over ${ctx.profile.probeClips} short clips (worker's default concurrency)`,
        value: probes.jobsPerSecond,
        unit: 'jobs/s',
        target: 'measured (no target)',
        pass: null,
        note: `${probes.seconds.toFixed(1)} s in all; worker CPU incl. ffmpeg ${(probes.cpuShare * 100).toFixed(0)}% of one core (${cores} cores)`,
      },
      {
        id: '8c',
        scenario: `HEVC 1080p → H.264 transcode (worker's ffmpeg args), ${ctx.profile.hevcSeconds} s clip`,
        value: hevc.speed,
        unit: '× realtime',
        target: 'measured (no target)',
        pass: null,
        note: `${hevc.seconds.toFixed(1)} s`,
      },
    ];
  } finally {
    await deleteVideos(client, created);
  }
}
