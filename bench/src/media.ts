import { mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ImageVariant,
  JOBS,
  LocalObjectStorage,
  MediaTools,
  ObjectStorage,
  posterSeekSeconds,
  publicPathOfKey,
  resolveMediaBinaries,
  video720pKey,
  videoPlayableKey,
  videoPosterKey,
  withTempDir,
} from '@genalpha/shared';
import { SEED_FILES, seedVideoId } from '@genalpha/db';
import { HEVC_VIDEO, runFfmpeg, stillImageInput, testPatternInput, toneInput } from '@genalpha/testkit';
import { makeVideoPreviews } from '@genalpha/worker/jobs/video-previews';
import { writePosterVariants } from '@genalpha/worker/jobs/poster-variants';

const testPattern = (size: string, seconds: number) => testPatternInput(size, seconds, 30);
const tone = (seconds: number) => toneInput(seconds, 48000);
const aac = ['-c:a', 'aac', '-b:a', '128k', '-shortest'];
const h264 = (preset: string) => ['-c:v', 'libx264', '-preset', preset, '-crf', '23', '-pix_fmt', 'yuv420p', ...aac, '-movflags', '+faststart'];

export interface Clip {
  file: string;
  args: string[];
}

/** `seconds` of `second` played over and over, stream-copied: a long clip for the price of encoding one second. */
const looped = (file: string, second: Clip, seconds: number) => ({ file, second, loops: seconds - 1 });

/** The clips the media scenarios upload; made with the bundled ffmpeg once and kept under <dataDir>/media. */
export const CLIPS = {
  /** A typical AI-tool export: 10 s of 1080p H.264/AAC, index first. */
  h264_1080p_10s: looped('h264-1080p-10s.mp4', { file: 'h264-1080p-1s.mp4', args: [...testPattern('1920x1080', 1), ...tone(1), ...h264('veryfast')] }, 10),
  /** Short and small: what the probe-throughput run publishes many times. */
  h264_short: { file: 'h264-360p-2s.mp4', args: [...testPattern('640x360', 2), ...tone(2), ...h264('veryfast')] },
  poster: { file: 'poster.jpg', args: [...stillImageInput('640x360'), '-q:v', '4'] },
};

/** 1080p HEVC (as an iPhone or some AI tools export it) that browsers other than Safari cannot play: the worker transcodes it. */
export const hevcClip = (seconds: number) =>
  looped(
    `hevc-1080p-${seconds}s.mp4`,
    {
      file: 'hevc-1080p-1s.mp4',
      args: [...testPattern('1920x1080', 1), ...tone(1), ...HEVC_VIDEO, ...aac],
    },
    seconds,
  );

type ClipRecipe = Clip | ReturnType<typeof looped>;

/** `<dataDir>/media/<file>`, made by `make` into a partial file renamed once whole, unless it is there already. */
async function madeOnce(dataDir: string, file: string, make: (partial: string) => Promise<void>): Promise<string> {
  const dir = join(dataDir, 'media');
  const path = join(dir, file);
  if (statSync(path, { throwIfNoEntry: false })?.size) return path;
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, `partial-${file}`);
  await make(partial);
  renameSync(partial, path);
  return path;
}

export function ensureClip(dataDir: string, clip: ClipRecipe): Promise<string> {
  return madeOnce(dataDir, clip.file, async (partial) => {
    const args =
      'second' in clip
        ? ['-stream_loop', String(clip.loops), '-i', await ensureClip(dataDir, clip.second), '-c', 'copy', '-movflags', '+faststart']
        : clip.args;
    await runFfmpeg(args, partial, 10 * 60_000);
  });
}

/** What the worker would have written to a video row for seed file N. */
export interface SeedMedia {
  posterUrl: string;
  posterVariants: ImageVariant[];
  previewUrl: string | null;
  placeholder: string | null;
  video720pUrl: string;
}

/** The clip's 720p copy, made once by the worker's own ffmpeg run and kept beside the clip. */
function ensure720pCopy(dataDir: string, media: MediaTools, video: string): Promise<string> {
  return madeOnce(dataDir, 'h264-1080p-10s-720p.mp4', (partial) => media.copy720p(video, partial, JOBS['copies.backfill'].timeoutMs));
}

/**
 * The objects the seed's rows point at, made the way the worker makes an upload's: the 10 s 1080p
 * clip as the playable video, its 720p copy, its poster, the poster's sizes, the preview loop and the ThumbHash.
 * Present objects are kept (the worker's own rule), so only the first run encodes anything.
 */
export async function ensureSeedObjects(dataDir: string): Promise<SeedMedia[]> {
  const tools: { media: MediaTools; storage: ObjectStorage } = { media: new MediaTools(resolveMediaBinaries({})), storage: new LocalObjectStorage(dataDir) };
  const video = await ensureClip(dataDir, CLIPS.h264_1080p_10s);
  const { durationSeconds } = await tools.media.probe(video);
  const copy720p = await ensure720pCopy(dataDir, tools.media, video);
  const made: SeedMedia[] = [];
  for (let n = 0; n < SEED_FILES; n++) {
    const id = seedVideoId(n);
    made.push(
      await withTempDir(async (dir) => {
        if (!(await tools.storage.exists(videoPlayableKey(id)))) await tools.storage.putFile(videoPlayableKey(id), video, 'video/mp4');
        if (!(await tools.storage.exists(video720pKey(id)))) await tools.storage.putFile(video720pKey(id), copy720p, 'video/mp4');
        if (!(await tools.storage.exists(videoPosterKey(id)))) {
          const poster = join(dir, 'poster.jpg');
          await tools.media.poster(video, poster, posterSeekSeconds(durationSeconds));
          await tools.storage.putFile(videoPosterKey(id), poster, 'image/jpeg');
        }
        const posterVariants = await writePosterVariants(tools, id, dir);
        const previews = await makeVideoPreviews(tools, { id, input: video, durationSeconds }, dir);
        return { posterUrl: publicPathOfKey(videoPosterKey(id)), posterVariants, ...previews, video720pUrl: publicPathOfKey(video720pKey(id)) };
      }),
    );
  }
  return made;
}
