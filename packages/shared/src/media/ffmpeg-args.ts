import type { VariantOutput } from './image-variants';
import { MEDIA_LIMITS } from './media-limits';
import { PlaybackPlan } from './playback';

/** Longest side of a poster and of a transcoded copy. */
const POSTER_MAX_SIDE = 1280;
const PLAYABLE_MAX_SIDE = 1920;
/** Longest side of the 720p copy phones and smaller players get: a 16:9 video at 1280×720, a 9:16 one at 720×1280. */
export const COPY_720P_MAX_SIDE = 1280;
export const AVATAR_SIDE = 256;
/** A playable copy is never larger than the largest upload we accept (`-fs`; reaching it is a failure, not a cut). */
export const PLAYABLE_MAX_BYTES = 5 * 1024 ** 3;
/** The hover preview loop: its length and longest side. */
export const PREVIEW_SECONDS = 3;
const PREVIEW_MAX_SIDE = 480;
/** ThumbHash encodes images of at most 100 px a side. */
export const PLACEHOLDER_MAX_SIDE = 100;
/** Frames the thumbnail filter compares to pick a representative (not black, not blurred) one. */
const POSTER_CANDIDATE_FRAMES = 24;

/**
 * The demuxers an input may be opened with, as ffmpeg 5.1 names them. None of them opens another
 * file or URL: playlists (hls, dash), lists (concat), image sequences (image2) and every other
 * indirection are left out, and `mov`'s external references (drefs) are off by default.
 */
export const VIDEO_FORMATS = ['mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm'] as const;
export const IMAGE_FORMATS = ['png_pipe', 'jpeg_pipe', 'webp_pipe', 'gif'] as const;

/** The one input of a run: a local file, or bytes piped to stdin (an object streamed from the store). */
export type MediaInput = { file: string } | { stdin: true };

/**
 * Input options that confine ffmpeg/ffprobe to that one input: the only protocol allowed is the
 * local file (or the pipe), for the input and for anything a demuxer would open from it, and the
 * container must be one of `formats`.
 */
export function inputArgs(input: MediaInput, formats: readonly string[]): string[] {
  const [protocol, url] = 'file' in input ? ['file', `file:${input.file}`] : ['pipe', 'pipe:0'];
  return ['-protocol_whitelist', protocol, '-format_whitelist', formats.join(','), '-i', url];
}

/** Videos are probed with the image formats too, so a still picture is told apart with a clear reason. */
export function probeArgs(input: MediaInput, formats: readonly string[] = [...VIDEO_FORMATS, ...IMAGE_FORMATS]): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(input, formats)];
}

/** Skip the opening (often a fade from black): 10% in, at most 10 s. */
export function posterSeekSeconds(durationSeconds: number | null): number {
  if (!durationSeconds) return 0;
  return Math.round(Math.min(durationSeconds * 0.1, 10) * 1000) / 1000;
}

const fitWithin = (side: number) => `scale=w='min(${side},iw)':h='min(${side},ih)':force_original_aspect_ratio=decrease`;

/** Every ffmpeg run here: no stdin, only errors on stderr. */
const quiet = (...args: string[]): string[] => ['-nostdin', '-v', 'error', ...args];

/** One JPEG frame at quality 3, written over `output`. */
const oneJpeg = (output: string): string[] => ['-frames:v', '1', '-q:v', '3', '-f', 'image2', '-y', output];

export function posterArgs(input: string, output: string, seekSeconds: number): string[] {
  return quiet(
    '-ss',
    String(seekSeconds),
    ...inputArgs({ file: input }, VIDEO_FORMATS),
    '-map',
    '0:v:0',
    '-vf',
    `${fitWithin(POSTER_MAX_SIDE)},thumbnail=${POSTER_CANDIDATE_FRAMES}`,
    ...oneJpeg(output),
  );
}

/** H.264/AAC within `maxSide` (even sides, as yuv420p needs), stereo. */
const transcodeToH264 = (maxSide: number): string[] => [
  '-vf',
  `${fitWithin(maxSide)},scale=trunc(iw/2)*2:trunc(ih/2)*2`,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-ac',
  '2',
];

/** An MP4 of the first video and audio streams, index first, stopped at the longest duration we accept and at PLAYABLE_MAX_BYTES. */
const mp4Args = (input: string, output: string, codecArgs: string[]): string[] =>
  quiet(
    ...inputArgs({ file: input }, VIDEO_FORMATS),
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...codecArgs,
    '-t',
    String(MEDIA_LIMITS.maxDurationSeconds),
    '-fs',
    String(PLAYABLE_MAX_BYTES),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    output,
  );

/**
 * A browser-playable MP4 with its index first; `remux` copies the streams, `transcode` re-encodes to
 * H.264/AAC within PLAYABLE_MAX_SIDE. Either way the output stops at the longest duration we accept
 * and at PLAYABLE_MAX_BYTES, whatever the input's headers claimed.
 */
export function playableMp4Args(input: string, output: string, plan: Exclude<PlaybackPlan, 'as-is'>): string[] {
  return mp4Args(input, output, plan === 'remux' ? ['-c', 'copy'] : transcodeToH264(PLAYABLE_MAX_SIDE));
}

/** Whether a video this size gets a 720p copy: only when it is larger than one. */
export const needs720pCopy = (width: number, height: number): boolean => Math.max(width, height) > COPY_720P_MAX_SIDE;

/** The 720p copy of a playable video: H.264/AAC within COPY_720P_MAX_SIDE, index first. */
export function copy720pArgs(input: string, output: string): string[] {
  return mp4Args(input, output, transcodeToH264(COPY_720P_MAX_SIDE));
}

/** A centred square crop scaled to AVATAR_SIDE, as one JPEG. */
export function squareAvatarArgs(input: string, output: string): string[] {
  return quiet(...inputArgs({ file: input }, IMAGE_FORMATS), '-vf', `crop='min(iw,ih)':'min(iw,ih)',scale=${AVATAR_SIDE}:${AVATAR_SIDE}`, ...oneJpeg(output));
}

const ENCODERS: Record<VariantOutput['format'], string[]> = {
  webp: ['-c:v', 'libwebp', '-quality', '75', '-f', 'webp'],
  jpeg: ['-c:v', 'mjpeg', '-q:v', '4', '-f', 'image2'],
};

/**
 * One run decodes a JPEG the worker or the API made once and writes every output, each scaled to its
 * width (height by ratio). The demuxer is named: by its extension alone ffmpeg would pick image2.
 */
export function imageVariantsArgs(input: string, outputs: readonly VariantOutput[]): string[] {
  const branches = outputs.map((_, i) => `[v${i}]`).join('');
  const scaled = outputs.map((output, i) => `[v${i}]scale=${output.width}:-1[o${i}]`);
  return quiet(
    '-f',
    'jpeg_pipe',
    ...inputArgs({ file: input }, ['jpeg_pipe']),
    '-filter_complex',
    [`[0:v]split=${outputs.length}${branches}`, ...scaled].join(';'),
    ...outputs.flatMap((output, i) => ['-map', `[o${i}]`, '-frames:v', '1', ...ENCODERS[output.format], '-y', output.path]),
  );
}

/** Decodes the first video frame and discards it: proof the stream really decodes, beyond its headers. */
export function decodeCheckArgs(input: MediaInput): string[] {
  return ['-v', 'error', ...inputArgs(input, VIDEO_FORMATS), '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'];
}

/** The preview loop's segment: the middle of the video, where it is most itself (openings fade in, endings out). */
export function previewStartSeconds(durationSeconds: number | null): number {
  if (!durationSeconds || durationSeconds <= PREVIEW_SECONDS) return 0;
  return Math.round((durationSeconds / 2 - PREVIEW_SECONDS / 2) * 1000) / 1000;
}

/**
 * The card's preview: PREVIEW_SECONDS from `startSeconds`, no audio, H.264 within PREVIEW_MAX_SIDE
 * at 24 fps and about 350 kbit/s at most (about 130 KB), index first so it starts at once.
 */
export function previewLoopArgs(input: string, output: string, startSeconds: number): string[] {
  return quiet(
    '-ss',
    String(startSeconds),
    ...inputArgs({ file: input }, VIDEO_FORMATS),
    '-t',
    String(PREVIEW_SECONDS),
    '-map',
    '0:v:0',
    '-an',
    '-vf',
    `${fitWithin(PREVIEW_MAX_SIDE)},scale=trunc(iw/2)*2:trunc(ih/2)*2,fps=24`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    '-maxrate',
    '350k',
    '-bufsize',
    '700k',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    output,
  );
}

/** The size a placeholder is computed at: the poster's ratio within PLACEHOLDER_MAX_SIDE. */
export function placeholderSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PLACEHOLDER_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The poster JPEG decoded to raw RGBA at `size`, written to `output` (the ThumbHash's input). */
export function rawRgbaArgs(input: string, output: string, size: { width: number; height: number }): string[] {
  return quiet(
    '-f',
    'jpeg_pipe',
    ...inputArgs({ file: input }, ['jpeg_pipe']),
    '-vf',
    `scale=${size.width}:${size.height}`,
    '-frames:v',
    '1',
    '-pix_fmt',
    'rgba',
    '-f',
    'rawvideo',
    '-y',
    output,
  );
}
