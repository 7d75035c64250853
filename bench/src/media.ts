import { copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HEVC_VIDEO, runFfmpeg, stillImageInput, testPatternInput, toneInput } from '@genalpha/shared/testing';

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

export async function ensureClip(dataDir: string, clip: ClipRecipe): Promise<string> {
  const dir = join(dataDir, 'media');
  const path = join(dir, clip.file);
  if (statSync(path, { throwIfNoEntry: false })?.size) return path;
  mkdirSync(dir, { recursive: true });
  const args =
    'second' in clip ? ['-stream_loop', String(clip.loops), '-i', await ensureClip(dataDir, clip.second), '-c', 'copy', '-movflags', '+faststart'] : clip.args;
  const partial = join(dir, `partial-${clip.file}`);
  await runFfmpeg(args, partial, 10 * 60_000);
  renameSync(partial, path);
  return path;
}

/** The seed's rows point at /objects/seed/poster-N.jpg and video-N.mp4 (N < 16): real files, so the web client shows posters and plays. */
export async function ensureSeedObjects(dataDir: string): Promise<void> {
  const dir = join(dataDir, 'objects', 'seed');
  mkdirSync(dir, { recursive: true });
  const poster = await ensureClip(dataDir, CLIPS.poster);
  const video = await ensureClip(dataDir, CLIPS.h264_short);
  for (let n = 0; n < 16; n++) {
    if (!existsSync(join(dir, `poster-${n}.jpg`))) copyFileSync(poster, join(dir, `poster-${n}.jpg`));
    if (!existsSync(join(dir, `video-${n}.mp4`))) copyFileSync(video, join(dir, `video-${n}.mp4`));
  }
}
