import { PlaybackPlan } from './playback';

/** Longest side of a poster and of a transcoded copy. */
export const POSTER_MAX_SIDE = 1280;
export const PLAYABLE_MAX_SIDE = 1920;
export const AVATAR_SIDE = 256;
/** Frames the thumbnail filter compares to pick a representative (not black, not blurred) one. */
const POSTER_CANDIDATE_FRAMES = 24;

export function probeArgs(input: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input];
}

/** Skip the opening (often a fade from black): 10% in, at most 10 s. */
export function posterSeekSeconds(durationSeconds: number | null): number {
  if (!durationSeconds) return 0;
  return Math.round(Math.min(durationSeconds * 0.1, 10) * 1000) / 1000;
}

const fitWithin = (side: number) => `scale=w='min(${side},iw)':h='min(${side},ih)':force_original_aspect_ratio=decrease`;

export function posterArgs(input: string, output: string, seekSeconds: number): string[] {
  return [
    '-nostdin', '-v', 'error', '-ss', String(seekSeconds), '-i', input,
    '-map', '0:v:0', '-vf', `${fitWithin(POSTER_MAX_SIDE)},thumbnail=${POSTER_CANDIDATE_FRAMES}`,
    '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-y', output,
  ];
}

/** A browser-playable MP4 with its index first; `remux` copies the streams, `transcode` re-encodes to H.264/AAC. */
export function playableMp4Args(input: string, output: string, plan: Exclude<PlaybackPlan, 'as-is'>): string[] {
  const codecs =
    plan === 'remux'
      ? ['-c', 'copy']
      : [
          '-vf', `${fitWithin(PLAYABLE_MAX_SIDE)},scale=trunc(iw/2)*2:trunc(ih/2)*2`,
          '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
          '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
        ];
  return ['-nostdin', '-v', 'error', '-i', input, '-map', '0:v:0', '-map', '0:a:0?', ...codecs, '-movflags', '+faststart', '-f', 'mp4', '-y', output];
}

/** A centred square crop scaled to AVATAR_SIDE, as one JPEG. */
export function squareAvatarArgs(input: string, output: string): string[] {
  return [
    '-nostdin', '-v', 'error', '-i', input,
    '-vf', `crop='min(iw,ih)':'min(iw,ih)',scale=${AVATAR_SIDE}:${AVATAR_SIDE}`,
    '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-y', output,
  ];
}

/** Decodes the first video frame and discards it: proof the stream really decodes, beyond its headers. */
export function decodeCheckArgs(input: string): string[] {
  return ['-nostdin', '-v', 'error', '-i', input, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'];
}
