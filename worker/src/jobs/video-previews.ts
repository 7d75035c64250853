import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MediaTools,
  ObjectStorage,
  UndecodableMediaError,
  placeholderSize,
  previewStartSeconds,
  publicPathOfKey,
  videoPosterKey,
  videoPreviewKey,
} from '@genalpha/shared';

// thumbhash is an ES module: Node 20.19+ requires it from CommonJS, TypeScript (module node16) does not know that yet.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rgbaToThumbHash } = require('thumbhash') as typeof import('thumbhash', { with: { 'resolution-mode': 'import' } });

export interface VideoPreviews {
  /** Null when the video's middle does not decode. */
  previewUrl: string | null;
  /** Null when the poster is missing or does not decode. */
  placeholder: string | null;
}

type Tools = { media: MediaTools; storage: ObjectStorage };

/** The video file on local disk (null when it is gone from the store) and its duration. */
export interface PreviewSource {
  id: string;
  input: string | null;
  durationSeconds: number | null;
}

/**
 * Makes the card's preview loop from the video at `input` and the ThumbHash of its stored poster.
 * The loop has a fixed key and is reused when present, so a retry adds nothing. A part that cannot
 * be made is null (the card shows the poster); store and database errors are thrown.
 */
export async function makeVideoPreviews(tools: Tools, video: PreviewSource, dir: string, signal?: AbortSignal): Promise<VideoPreviews> {
  return {
    previewUrl: video.input === null ? null : await previewLoop(tools, { ...video, input: video.input }, dir, signal),
    placeholder: await posterPlaceholder(tools, video.id, dir, signal),
  };
}

async function previewLoop(tools: Tools, video: PreviewSource & { input: string }, dir: string, signal?: AbortSignal): Promise<string | null> {
  const key = videoPreviewKey(video.id);
  if (!(await tools.storage.exists(key))) {
    const output = join(dir, 'preview.mp4');
    try {
      await tools.media.previewLoop(video.input, output, previewStartSeconds(video.durationSeconds), signal);
    } catch (error) {
      if (error instanceof UndecodableMediaError) return null;
      throw error;
    }
    // A segment past the last decodable frame gives an empty file: no preview rather than a blank one.
    if (!(await stat(output).catch(() => null))?.size) return null;
    await tools.storage.putFile(key, output, 'video/mp4');
  }
  return publicPathOfKey(key);
}

/** The poster decoded small to raw RGBA, as ThumbHash (base64) encodes it. */
async function posterPlaceholder(tools: Tools, videoId: string, dir: string, signal?: AbortSignal): Promise<string | null> {
  const key = videoPosterKey(videoId);
  if (!(await tools.storage.exists(key))) return null;
  // No extension: ffprobe recognises the JPEG by its content (by its name it would pick image2, which we refuse).
  const poster = join(dir, 'placeholder-source');
  const pixels = join(dir, 'placeholder.rgba');
  await tools.storage.downloadToFile(key, poster);
  try {
    const { width, height } = await tools.media.probe(poster, signal);
    const size = placeholderSize(width, height);
    await tools.media.rawRgba(poster, pixels, size, signal);
    const rgba = await readFile(pixels);
    if (rgba.length !== size.width * size.height * 4) return null;
    return Buffer.from(rgbaToThumbHash(size.width, size.height, rgba)).toString('base64');
  } catch (error) {
    if (error instanceof UndecodableMediaError) return null;
    throw error;
  }
}
