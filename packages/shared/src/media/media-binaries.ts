import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { runProcess } from './run-process';

/** Where a binary came from: the environment variable, the system's package (security-maintained), or the bundled 2018 static build. */
export type BinarySource = 'env' | 'system' | 'bundled';

export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
  sources: { ffmpeg: BinarySource; ffprobe: BinarySource };
}

/** The first executable `name` on PATH, or null. */
export function findOnPath(name: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next directory
    }
  }
  return null;
}

function pick(configured: string | undefined, name: string, bundled: string, path: string | undefined): { binary: string; source: BinarySource } {
  if (configured) return { binary: configured, source: 'env' };
  const system = findOnPath(name, path);
  return system ? { binary: system, source: 'system' } : { binary: bundled, source: 'bundled' };
}

/** FFMPEG_PATH / FFPROBE_PATH when set, else the system's ffmpeg/ffprobe on PATH, else the npm installers' static builds. */
export function resolveMediaBinaries(config: Pick<AppConfig, 'ffmpegPath' | 'ffprobePath'>, path = process.env.PATH): MediaBinaries {
  const ffmpeg = pick(config.ffmpegPath, 'ffmpeg', ffmpegInstaller.path, path);
  const ffprobe = pick(config.ffprobePath, 'ffprobe', ffprobeInstaller.path, path);
  return { ffmpeg: ffmpeg.binary, ffprobe: ffprobe.binary, sources: { ffmpeg: ffmpeg.source, ffprobe: ffprobe.source } };
}

/** `ffmpeg version 5.1.9-0+deb12u1 …` → `5.1.9-0+deb12u1`. */
export function versionOf(versionOutput: string): string {
  return /version (\S+)/.exec(versionOutput)?.[1] ?? 'unknown';
}

/** One line for the start-up log: which binaries, from where, which versions. Throws when a binary does not run. */
export async function describeMediaBinaries(binaries: MediaBinaries): Promise<string> {
  const describe = async (name: 'ffmpeg' | 'ffprobe') => {
    const { stdout } = await runProcess(binaries[name], ['-version'], { timeoutMs: 10_000 });
    return `${name} ${versionOf(stdout)} (${binaries.sources[name]}: ${binaries[name]})`;
  };
  return (await Promise.all([describe('ffmpeg'), describe('ffprobe')])).join(', ');
}
