import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  PLAYABLE_MAX_BYTES,
  copy720pArgs,
  decodeCheckArgs,
  imageVariantsArgs,
  probeArgs,
  posterArgs,
  playableMp4Args,
  previewLoopArgs,
  rawRgbaArgs,
  squareAvatarArgs,
} from './ffmpeg-args';
import { HlsPlan, hlsPackageArgs } from './hls-args';
import type { VariantOutput } from './image-variants';
import { MediaBinaries } from './media-binaries';
import { MediaInfo, describeMedia } from './media-info';
import { readTopLevelBoxes } from './mp4-boxes';
import { PlaybackPlan, isFaststart } from './playback';
import { ProbeResult } from './probe-result';
import { MediaProcessError, runProcess } from './run-process';

const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;
export const FORMAT_NOT_ACCEPTED = 'Only MP4, MOV and WebM videos are accepted.';

/** The file cannot become a playable video (undecodable, not an accepted format, beyond a limit): a permanent outcome, not worth retrying. */
export class UndecodableMediaError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UndecodableMediaError';
  }
}

/** The owner's reason for a failed run: a refused container is named as such, anything else gets `fallback`. */
function undecodable(error: MediaProcessError, fallback: string): UndecodableMediaError {
  return new UndecodableMediaError(/Format not on whitelist/i.test(error.stderr) ? FORMAT_NOT_ACCEPTED : fallback);
}

/** ffprobe/ffmpeg behind plain functions; the decisions live in the pure modules beside this one. */
export class MediaTools {
  constructor(readonly binaries: MediaBinaries) {}

  /** Throws UndecodableMediaError when ffprobe cannot read the file or finds no picture in it. */
  async probe(path: string, signal?: AbortSignal): Promise<MediaInfo> {
    let probe: ProbeResult;
    try {
      const { stdout } = await runProcess(this.binaries.ffprobe, probeArgs({ file: path }), { timeoutMs: PROBE_TIMEOUT_MS, signal });
      probe = JSON.parse(stdout) as ProbeResult;
    } catch (error) {
      if (error instanceof MediaProcessError) throw undecodable(error, 'The file could not be read as a video.');
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
      if (error instanceof MediaProcessError) throw undecodable(error, 'No frame of the video could be decoded.');
      throw error;
    }
  }

  async playableMp4(input: string, output: string, plan: Exclude<PlaybackPlan, 'as-is'>, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    await this.writeMp4(
      playableMp4Args(input, output, plan),
      output,
      'The video could not be converted to a playable format.',
      'The converted video',
      timeoutMs,
      signal,
    );
  }

  /** Writes the 720p copy; throws UndecodableMediaError when the video does not decode or the copy would pass PLAYABLE_MAX_BYTES. */
  async copy720p(input: string, output: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    await this.writeMp4(copy720pArgs(input, output), output, 'The 720p copy could not be made.', 'The 720p copy', timeoutMs, signal);
  }

  /**
   * Writes the HLS package of `plan` into the empty folder `outDir` in one ffmpeg run. A failed run
   * rejects with its MediaProcessError (a failed attempt, tried again later), not as undecodable:
   * the video played, so the failure is ours to see.
   */
  async hlsPackage(input: string, outDir: string, plan: HlsPlan, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    await runProcess(this.binaries.ffmpeg, hlsPackageArgs(input, outDir, plan), { timeoutMs, signal });
  }

  /** One ffmpeg run writing an MP4 at `output`; a failed run, or an output that reached PLAYABLE_MAX_BYTES, is undecodable media. */
  private async writeMp4(args: string[], output: string, failure: string, what: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, args, { timeoutMs, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw undecodable(error, failure);
      throw error;
    }
    // `-fs` stops writing at the limit and exits cleanly: a copy that reached it is cut short, not done.
    if ((await stat(output)).size >= PLAYABLE_MAX_BYTES) throw new UndecodableMediaError(`${what} would be larger than 5 GB.`);
  }

  /**
   * Throws UndecodableMediaError unless the first video frame of the streamed bytes decodes. A
   * stream that fails (store or network) rejects with its own error: that says nothing about the video.
   */
  async checkStreamDecodes(stream: Readable, signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, decodeCheckArgs({ stdin: true }), { timeoutMs: PROBE_TIMEOUT_MS, signal, stdin: stream });
    } catch (error) {
      if (error instanceof MediaProcessError) throw undecodable(error, 'No frame of the video could be decoded.');
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

  /** Writes every output from the still picture at `input`; throws UndecodableMediaError when it does not decode. */
  async imageVariants(input: string, outputs: readonly VariantOutput[], signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, imageVariantsArgs(input, outputs), { timeoutMs: POSTER_TIMEOUT_MS, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw new UndecodableMediaError('The image could not be decoded.');
      throw error;
    }
  }

  /** Writes the preview loop; throws UndecodableMediaError when the segment does not decode. */
  async previewLoop(input: string, output: string, startSeconds: number, signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, previewLoopArgs(input, output, startSeconds), { timeoutMs: POSTER_TIMEOUT_MS, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw undecodable(error, 'The preview could not be made.');
      throw error;
    }
  }

  /** Decodes the JPEG at `input` to raw RGBA at `size` in `output`; throws UndecodableMediaError when it does not decode. */
  async rawRgba(input: string, output: string, size: { width: number; height: number }, signal?: AbortSignal): Promise<void> {
    try {
      await runProcess(this.binaries.ffmpeg, rawRgbaArgs(input, output, size), { timeoutMs: POSTER_TIMEOUT_MS, signal });
    } catch (error) {
      if (error instanceof MediaProcessError) throw new UndecodableMediaError('The image could not be decoded.');
      throw error;
    }
  }
}
