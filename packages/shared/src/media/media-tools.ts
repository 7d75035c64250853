import { decodeCheckArgs, probeArgs, posterArgs, playableMp4Args, squareAvatarArgs } from './ffmpeg-args';
import { MediaBinaries } from './media-binaries';
import { MediaInfo, describeMedia } from './media-info';
import { readTopLevelBoxes } from './mp4-boxes';
import { PlaybackPlan, isFaststart } from './playback';
import { ProbeResult } from './probe-result';
import { MediaProcessError, runProcess } from './run-process';

export const PROBE_TIMEOUT_MS = 30_000;
export const POSTER_TIMEOUT_MS = 60_000;

/** The file could not be read as media at all: a permanent outcome, not worth retrying. */
export class UndecodableMediaError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UndecodableMediaError';
  }
}

/** ffprobe/ffmpeg behind plain functions; the decisions live in the pure modules beside this one. */
export class MediaTools {
  constructor(private readonly binaries: MediaBinaries) {}

  /** Throws UndecodableMediaError when ffprobe cannot read the file or finds no picture in it. */
  async probe(path: string, signal?: AbortSignal): Promise<MediaInfo> {
    let probe: ProbeResult;
    try {
      const { stdout } = await runProcess(this.binaries.ffprobe, probeArgs(path), { timeoutMs: PROBE_TIMEOUT_MS, signal });
      probe = JSON.parse(stdout) as ProbeResult;
    } catch (error) {
      if (error instanceof MediaProcessError) throw new UndecodableMediaError('The file could not be read as a video.');
      throw error;
    }
    const info = describeMedia(probe);
    if (!info) throw new UndecodableMediaError('The file contains no video picture.');
    return info;
  }

  async isFaststart(path: string): Promise<boolean> {
    return isFaststart(await readTopLevelBoxes(path));
  }

  /** Writes one representative frame as a JPEG; throws UndecodableMediaError when no frame decodes. */
  async poster(input: string, output: string, seekSeconds: number, signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, posterArgs(input, output, seekSeconds), { timeoutMs: POSTER_TIMEOUT_MS, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw new UndecodableMediaError('No frame of the video could be decoded.');
      throw error;
    }
  }

  async playableMp4(input: string, output: string, plan: Exclude<PlaybackPlan, 'as-is'>, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, playableMp4Args(input, output, plan), { timeoutMs, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw new UndecodableMediaError('The video could not be converted to a playable format.');
      throw error;
    }
  }

  /** Throws UndecodableMediaError unless the file probes and its first frame decodes (input may be a path or an http(s) URL). */
  async checkDecodes(input: string, signal?: AbortSignal): Promise<void> {
    await this.probe(input, signal);
    try {
      await runProcess(this.binaries.ffmpeg, decodeCheckArgs(input), { timeoutMs: PROBE_TIMEOUT_MS, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw new UndecodableMediaError('No frame of the video could be decoded.');
      throw error;
    }
  }

  async squareAvatar(input: string, output: string, signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, squareAvatarArgs(input, output), { timeoutMs: POSTER_TIMEOUT_MS, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw new UndecodableMediaError('The image could not be decoded.');
      throw error;
    }
  }
}
