import { VIDEO_FORMATS, inputArgs } from './ffmpeg-args';
import { MEDIA_LIMITS } from './media-limits';

/** One step of the HLS ladder, for a 9:16 video (a landscape one mirrors it): its short side and bit rate. */
interface Rung {
  shortSide: number;
  kbps: number;
}

/** At most four renditions, from about 1080×1920 at 4.5 Mbit/s down to 360×640 at 0.6. */
export const HLS_LADDER: readonly Rung[] = [
  { shortSide: 1080, kbps: 4500 },
  { shortSide: 720, kbps: 2500 },
  { shortSide: 540, kbps: 1200 },
  { shortSide: 360, kbps: 600 },
];
/** A rung's long side at most this many times its short side: a panorama is fitted by its long side (16:9's). */
const LONG_SIDE_RATIO = 16 / 9;
/** Segment length, and the GOP every rendition shares, so a switch lands on a keyframe in each. */
export const HLS_SEGMENT_SECONDS = 2;
/** Renditions are encoded at the source's rate up to this (a 60 or 120 fps source is halved or quartered). */
export const HLS_MAX_FPS = 30;
/** Audio rendition: AAC stereo. */
export const HLS_AUDIO_KBPS = 128;
/** The master playlist's name, and the audio rendition's. */
export const HLS_MASTER = 'master.m3u8';
export const HLS_AUDIO_NAME = 'audio';

export interface HlsRendition {
  /** `720p`: names its playlist `720p.m3u8`, its init segment `720p-init.mp4`, its segments `720p-00001.m4s`. */
  name: string;
  width: number;
  height: number;
  kbps: number;
}

export interface HlsSource {
  /** As displayed. */
  width: number;
  height: number;
  frameRate: number | null;
  hasAudio: boolean;
}

export interface HlsPlan {
  renditions: HlsRendition[];
  fps: number;
  hasAudio: boolean;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The rendition of a `width`×`height` source whose short side is `shortSide` (never larger than the source). */
function renditionAt(width: number, height: number, shortSide: number, kbps: number): HlsRendition {
  const scale = Math.min(1, shortSide / Math.min(width, height), (shortSide * LONG_SIDE_RATIO) / Math.max(width, height));
  const w = even(width * scale);
  const h = even(height * scale);
  return { name: `${Math.min(w, h)}p`, width: w, height: h, kbps };
}

/**
 * The renditions of a source: the ladder's rungs no larger than it (never upscaled); a source whose
 * short side lies well between two rungs (or below the last) is offered at its own size too, at a
 * rate scaled by its pixels, so a 480p upload is not served at 360p only. At most four, largest first.
 */
export function hlsRenditions(width: number, height: number): HlsRendition[] {
  const shortSide = Math.min(width, height);
  const rungs = HLS_LADDER.filter((rung) => rung.shortSide <= shortSide);
  const renditions = rungs.map((rung) => renditionAt(width, height, rung.shortSide, rung.kbps));
  const top = rungs[0];
  if (!top || (top !== HLS_LADDER[0] && shortSide >= top.shortSide * 1.2)) {
    // The smallest rung larger than the source sets the rate, scaled down by pixels.
    const above = HLS_LADDER.filter((rung) => rung.shortSide > shortSide).at(-1)!;
    const kbps = Math.max(200, Math.round((above.kbps * (shortSide / above.shortSide) ** 2) / 50) * 50);
    renditions.unshift(renditionAt(width, height, shortSide, kbps));
  }
  const unique = renditions.filter((r, i) => renditions.findIndex((o) => o.name === r.name) === i);
  return unique.slice(0, HLS_LADDER.length);
}

/** The frame rate every rendition is encoded at: the source's (variable rates by their average), within 1..HLS_MAX_FPS. */
export function hlsFrameRate(frameRate: number | null): number {
  if (frameRate === null || !Number.isFinite(frameRate)) return HLS_MAX_FPS;
  let fps = Math.max(1, Math.round(frameRate));
  // 60 → 30, 120 → 30, 50 → 25: whole divisions keep motion even.
  while (fps > HLS_MAX_FPS) fps = fps % 2 === 0 ? fps / 2 : HLS_MAX_FPS;
  return fps;
}

export function hlsPlan(source: HlsSource): HlsPlan {
  return { renditions: hlsRenditions(source.width, source.height), fps: hlsFrameRate(source.frameRate), hasAudio: source.hasAudio };
}

/**
 * One ffmpeg run writing the whole package into `outDir`: each rendition scaled from one decode at the
 * plan's fixed frame rate, H.264 with a keyframe exactly every HLS_SEGMENT_SECONDS and no scene-cut
 * keyframes (so segments align across renditions), capped bit rates (maxrate 107%, buffer 1.5×), an
 * AAC audio rendition when the source has sound, fMP4 segments, VOD playlists and the master. Stops at
 * the longest duration we accept, whatever the input's headers claim.
 */
export function hlsPackageArgs(input: string, outDir: string, plan: HlsPlan): string[] {
  const { renditions, fps } = plan;
  if (renditions.length === 0) throw new Error('An HLS package needs at least one rendition');
  const gop = fps * HLS_SEGMENT_SECONDS;
  const splits = renditions.map((_, i) => `[s${i}]`).join('');
  const scales = renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1[v${i}]`);
  const filter = [`[0:v:0]fps=${fps},format=yuv420p,split=${renditions.length}${splits}`, ...scales].join(';');
  const videoArgs = renditions.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    `-b:v:${i}`,
    `${r.kbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.kbps * 1.07)}k`,
    `-bufsize:v:${i}`,
    `${Math.round(r.kbps * 1.5)}k`,
  ]);
  const audioArgs = plan.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${HLS_AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000'] : ['-an'];
  const group = plan.hasAudio ? ',agroup:audio' : '';
  // ffmpeg 5.1 puts the name in place of %v in the init segment's name only when there are several streams.
  const initName = !plan.hasAudio && renditions.length === 1 ? `${renditions[0].name}-init.mp4` : '%v-init.mp4';
  const streamMap = [...(plan.hasAudio ? [`a:0${group},name:${HLS_AUDIO_NAME}`] : []), ...renditions.map((r, i) => `v:${i}${group},name:${r.name}`)].join(' ');
  return [
    '-nostdin',
    '-v',
    'error',
    ...inputArgs({ file: input }, VIDEO_FORMATS),
    '-filter_complex',
    filter,
    ...videoArgs,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    ...audioArgs,
    '-t',
    String(MEDIA_LIMITS.maxDurationSeconds),
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-hls_fmp4_init_filename',
    initName,
    '-hls_segment_filename',
    `${outDir}/%v-%05d.m4s`,
    '-master_pl_name',
    HLS_MASTER,
    '-var_stream_map',
    streamMap,
    '-y',
    `${outDir}/%v.m3u8`,
  ];
}

/**
 * The master playlist as ffmpeg 5.1 writes it lists the audio rendition twice: as the audio group's
 * media (right) and as a variant of its own, which a player could pick as its lowest "video" level.
 * This drops that variant; everything else is kept as written.
 */
export function withoutAudioOnlyVariant(master: string): string {
  const lines = master.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith('#EXT-X-STREAM-INF:') && lines[i + 1]?.trim() === `${HLS_AUDIO_NAME}.m3u8`) {
      i++;
      if (lines[i + 1]?.trim() === '') i++;
      continue;
    }
    kept.push(lines[i]);
  }
  return kept.join('\n');
}
