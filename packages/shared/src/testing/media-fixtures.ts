import { randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveMediaBinaries } from '../media/media-binaries';
import { runProcess } from '../media/run-process';

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
  | 'mpeg4-720p-8s.mp4';

const video = (size: string, seconds: number) => ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`];
const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'];

const RECIPES: Record<Exclude<MediaFixture, 'truncated.mp4' | 'random-bytes.mp4' | 'text.mp4' | 'rotated-90.mp4'>, string[]> = {
  'h264-16x9.mp4': [...video('320x180', 1.5), ...tone(1.5), ...h264, '-movflags', '+faststart', '-shortest'],
  'h264-no-faststart.mp4': [...video('320x180', 1.5), ...tone(1.5), ...h264, '-shortest'],
  'vp9-9x16.webm': [
    ...video('180x320', 1), ...tone(1),
    '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '200k', '-c:a', 'libopus', '-shortest',
  ],
  'hevc-1x1.mov': [...video('240x240', 1), ...tone(1), '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-c:a', 'aac', '-shortest'],
  'h264-21x9.mp4': [...video('420x180', 1), ...h264, '-movflags', '+faststart'],
  // Cheap to make, slow to transcode: lets a test catch the worker in the middle of a transcode.
  'mpeg4-720p-8s.mp4': [...video('1280x720', 8), ...tone(8), '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'aac', '-shortest'],
  'image.png': ['-f', 'lavfi', '-i', 'testsrc2=size=400x300:rate=1', '-frames:v', '1'],
};

export async function createMediaFixture(name: MediaFixture, dir: string): Promise<string> {
  const path = join(dir, name);
  const { ffmpeg } = resolveMediaBinaries({});
  const run = (args: string[]) => runProcess(ffmpeg, ['-nostdin', '-v', 'error', ...args, '-y', path], { timeoutMs: 60_000 });
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
