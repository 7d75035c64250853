import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MediaInfo, type MediaTools, resolveMediaBinaries, runProcess } from '@genalpha/shared';

/** Small, short media files made by ffmpeg for tests (1–2 s, low resolution, so suites stay fast). */
export type MediaFixture =
  | 'h264-16x9.mp4'
  | 'h264-no-faststart.mp4'
  | 'vp9-9x16.webm'
  | 'hevc-1x1.mov'
  | 'rotated-90.mp4'
  | 'h264-21x9.mp4'
  | 'truncated.mp4'
  | 'random-bytes.mp4'
  | 'text.mp4'
  | 'image.png'
  | 'mpeg4-720p-8s.mp4'
  | 'wide-8200px.mp4'
  | 'long-901s.mp4'
  | 'fast-240fps.mp4';

/** ffmpeg inputs and codecs that test media (these fixtures, the benchmark's clips) are made of. */
export const testPatternInput = (size: string, seconds: number, rate = 25) => ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`];
export const toneInput = (seconds: number, sampleRate = 44100) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=${sampleRate}:duration=${seconds}`];
/** HEVC tagged hvc1, as an iPhone or some AI tools export it: browsers other than Safari cannot play it. */
export const HEVC_VIDEO = ['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1'];
/** A still frame of the test pattern. */
export const stillImageInput = (size: string) => ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=1`, '-frames:v', '1'];

/** Runs the bundled ffmpeg to write `output` (quiet, overwriting). */
export function runFfmpeg(args: string[], output: string, timeoutMs: number) {
  const { ffmpeg } = resolveMediaBinaries({});
  return runProcess(ffmpeg, ['-nostdin', '-v', 'error', ...args, '-y', output], { timeoutMs });
}

const video = (size: string, seconds: number, rate?: number) => testPatternInput(size, seconds, rate);
const tone = (seconds: number) => toneInput(seconds);
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'];

const RECIPES: Record<Exclude<MediaFixture, 'truncated.mp4' | 'random-bytes.mp4' | 'text.mp4' | 'rotated-90.mp4'>, string[]> = {
  'h264-16x9.mp4': [...video('320x180', 1.5), ...tone(1.5), ...h264, '-movflags', '+faststart', '-shortest'],
  'h264-no-faststart.mp4': [...video('320x180', 1.5), ...tone(1.5), ...h264, '-shortest'],
  'vp9-9x16.webm': [
    ...video('180x320', 1),
    ...tone(1),
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '200k',
    '-c:a',
    'libopus',
    '-shortest',
  ],
  'hevc-1x1.mov': [...video('240x240', 1), ...tone(1), ...HEVC_VIDEO, '-c:a', 'aac', '-shortest'],
  'h264-21x9.mp4': [...video('420x180', 1), ...h264, '-movflags', '+faststart'],
  // Cheap to make, slow to transcode: lets a test catch the worker in the middle of a transcode.
  'mpeg4-720p-8s.mp4': [...video('1280x720', 8), ...tone(8), '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'aac', '-shortest'],
  'image.png': stillImageInput('400x300'),
  // Just past each media limit, and tiny: a second of a plain colour, 15 min at 1 fps, half a second at 240 fps.
  'wide-8200px.mp4': ['-f', 'lavfi', '-i', 'color=c=blue:size=8200x16:rate=1:duration=1', ...h264],
  'long-901s.mp4': [...video('32x32', 901, 1), ...h264],
  'fast-240fps.mp4': [...video('32x32', 0.5, 240), ...h264],
};

export async function createMediaFixture(name: MediaFixture, dir: string): Promise<string> {
  const path = join(dir, name);
  const run = (args: string[]) => runFfmpeg(args, path, 60_000);
  switch (name) {
    case 'rotated-90.mp4': {
      // A phone clip: landscape pixels with a display matrix saying "turn 90°".
      const plain = await createMediaFixture('h264-no-faststart.mp4', dir);
      await run(['-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=90']);
      break;
    }
    case 'truncated.mp4': {
      // Cut in the middle: the index (written last without faststart) is gone.
      const whole = await readFile(await createMediaFixture('h264-no-faststart.mp4', dir));
      await writeFile(path, whole.subarray(0, Math.floor(whole.length / 2)));
      break;
    }
    case 'random-bytes.mp4':
      await writeFile(path, randomBytes(64 * 1024));
      break;
    case 'text.mp4':
      await writeFile(path, 'This is a text file, not a video.\n'.repeat(200));
      break;
    default:
      await run(RECIPES[name]);
  }
  if ((await stat(path)).size === 0) throw new Error(`fixture ${name} is empty`);
  return path;
}

/** One fixture's bytes, made in a scratch folder that is gone again before this returns. */
export async function readMediaFixture(name: MediaFixture): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'ga-fixture-'));
  try {
    return await readFile(await createMediaFixture(name, dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Probes a file the way uploads are probed: by content, under a name without extension. Derived
 * files (`poster.jpg`) would otherwise be opened by the image2 demuxer, which no upload may use.
 */
export async function probeByContent(media: MediaTools, path: string): Promise<MediaInfo> {
  const dir = await mkdtemp(join(tmpdir(), 'ga-probe-'));
  try {
    await copyFile(path, join(dir, 'file'));
    return await media.probe(join(dir, 'file'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
