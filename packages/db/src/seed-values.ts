import { createHash } from 'node:crypto';

/** What the bench's seed generates (seed.repository.ts): its accounts' email domain, files, tools, sizes, tags and titles. */
export const SEED_EMAIL_DOMAIN = 'seed.genalpha.invalid';
/** How many distinct video files the seed's rows share (bench/src/media.ts makes them). */
export const SEED_FILES = 16;
/**
 * The fixed ids of the feed's newest SEED_FILES seeded videos. Their stored objects, `videos/<id>/…`
 * as the worker stores an upload's, are the files every seeded row shows: the API serves a video's
 * files to whoever may see that video, so the files need a real video.
 */
export function seedVideoId(n: number): string {
  const hex = createHash('md5').update(`genalpha-seed-file-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
export const SEED_FILE_IDS = Array.from({ length: SEED_FILES }, (_, n) => seedVideoId(n));

export const TOOLS = ['luma-dream-machine', 'google-veo-3', 'runway-gen-3', 'openai-sora', 'stability-ai-video', 'pika-labs', 'other'];
export const RATIOS: Array<[string, number, number]> = [
  ['16:9', 1920, 1080],
  ['9:16', 1080, 1920],
  ['1:1', 1080, 1080],
  ['4:3', 1440, 1080],
  ['3:4', 1080, 1440],
  ['21:9', 2560, 1080],
];
export const TAGS = [
  'sora',
  'veo3',
  'runway',
  'luma',
  'pika',
  'cinematic',
  'anime',
  'scifi',
  'nature',
  'surreal',
  'portrait',
  'cyberpunk',
  'music',
  'loop',
  'timelapse',
  'ocean',
  'city',
  'dream',
  'retro',
  'abstract',
];
/** The seeded titles are `${SUBJECTS[g % 8]} #${g}` for the g-th video generated. */
export const SUBJECTS = [
  'A neon city at dusk',
  'Whales over a desert',
  'A paper boat in a storm',
  'Robots learning to dance',
  'A forest breathing',
  'Glass jellyfish in orbit',
  'A train through clouds',
  'Cats painting Monet',
];
