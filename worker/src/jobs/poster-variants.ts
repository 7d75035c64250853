import { join } from 'node:path';
import { ImageVariant, MediaTools, ObjectStorage, POSTER_VARIANT_WIDTHS, storeImageVariants, videoPosterKey } from '@genalpha/shared';

/**
 * Stores the video's poster in the smaller widths and WebP and returns every size, the poster
 * included. The poster is read back from the store, so a first run and a backfill do the same.
 */
export async function writePosterVariants(
  tools: { media: MediaTools; storage: ObjectStorage },
  videoId: string,
  dir: string,
  signal?: AbortSignal,
): Promise<ImageVariant[]> {
  const key = videoPosterKey(videoId);
  // No extension: ffprobe recognises the JPEG by its content (by its name it would pick image2, which we refuse).
  const path = join(dir, 'poster-source');
  await tools.storage.downloadToFile(key, path);
  const { width } = await tools.media.probe(path, signal);
  return storeImageVariants(tools, { key, path, width }, POSTER_VARIANT_WIDTHS, dir, signal);
}
