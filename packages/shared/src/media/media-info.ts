import { ProbeResult, ProbeStream } from './probe-result';

export type Container = 'mp4' | 'mov' | 'matroska' | 'image' | 'other';

/** What the pipeline needs to know about an uploaded file. */
export interface MediaInfo {
  container: Container;
  /** As displayed: already swapped for a 90/270 degree rotation. */
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
  durationSeconds: number | null;
  /** Frames per second of the video stream, null when ffprobe cannot tell. */
  frameRate: number | null;
  videoCodec: string;
  audioCodec: string | null;
  pixelFormat: string | null;
}

const IMAGE_CODECS = new Set(['mjpeg', 'png', 'webp', 'gif', 'bmp', 'tiff', 'jpeg2000', 'jpegls', 'apng', 'ppm', 'pgm', 'pam']);
const IMAGE_FORMAT = /(^|,)(image2|[a-z0-9]+_pipe|gif|apng|webp)(,|$)/;

/** Clockwise display rotation from a display matrix (ffprobe reports it counter-clockwise) or the older `rotate` tag. */
export function rotationOf(stream: ProbeStream): 0 | 90 | 180 | 270 {
  const matrix = stream.side_data_list?.find((side) => side.side_data_type === 'Display Matrix' && side.rotation !== undefined);
  const degrees = matrix ? -Number(matrix.rotation) : Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  const quarter = Math.round((((degrees % 360) + 360) % 360) / 90) % 4;
  return ([0, 90, 180, 270] as const)[quarter];
}

export function displayDimensions(width: number, height: number, rotation: number): { width: number; height: number } {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

function containerOf(probe: ProbeResult, video: ProbeStream): Container {
  const format = probe.format?.format_name ?? '';
  if (IMAGE_FORMAT.test(format) || (IMAGE_CODECS.has(video.codec_name ?? '') && !probe.format?.duration)) return 'image';
  if (format.includes('mp4') || format.includes('mov')) return probe.format?.tags?.major_brand?.trim() === 'qt' ? 'mov' : 'mp4';
  if (format.includes('matroska') || format.includes('webm')) return 'matroska';
  return 'other';
}

function positive(value: string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : null;
}

/** `30000/1001` → 29.97; `0/0`, `25/0` or nonsense → null. */
function parseFrameRate(value: string | undefined): number | null {
  const [numerator, denominator] = (value ?? '').split('/').map(Number);
  const rate = denominator === undefined ? numerator : numerator / denominator;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** null when the file has no video picture to show (no video stream, or one without dimensions). */
export function describeMedia(probe: ProbeResult): MediaInfo | null {
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && (s.width ?? 0) > 0 && (s.height ?? 0) > 0);
  if (!video) return null;
  const audio = streams.find((s) => s.codec_type === 'audio');
  const rotation = rotationOf(video);
  return {
    container: containerOf(probe, video),
    ...displayDimensions(video.width!, video.height!, rotation),
    rotation,
    durationSeconds: positive(probe.format?.duration) ?? positive(video.duration),
    // The average is what plays; r_frame_rate (the stream's time base) can be huge for variable rates.
    frameRate: parseFrameRate(video.avg_frame_rate) ?? parseFrameRate(video.r_frame_rate),
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    pixelFormat: video.pix_fmt ?? null,
  };
}

/** A still picture (JPEG, PNG, WebP…) rather than a moving video, judged by content. */
export function isStillImage(info: MediaInfo): boolean {
  return info.container === 'image';
}
