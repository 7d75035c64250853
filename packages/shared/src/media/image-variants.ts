import { join } from 'node:path';
import { isSizedAvatarKey } from '../storage/object-keys';
import type { ObjectStorage } from '../storage/object-storage';
import { AVATAR_SIDE } from './ffmpeg-args';
import type { MediaTools } from './media-tools';

export const IMAGE_VARIANT_FORMATS = ['webp', 'jpeg'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** One stored size of a picture, as the `posterVariants` column lists them. */
export interface ImageVariant {
  width: number;
  format: ImageVariantFormat;
  key: string;
}

/** One picture an ffmpeg run writes: `width` pixels wide (the height keeps the ratio), in `format`, at `path`. */
export interface VariantOutput {
  width: number;
  format: ImageVariantFormat;
  path: string;
}

/** Poster widths for srcset: 360 for a card (a phone's width, a desktop column) at 1x, 720 for the same at 2x. */
export const POSTER_VARIANT_WIDTHS = [360, 720] as const;
/** Avatar widths: 48 for a list's avatar (24–48 px) at 1x, 256 at 2x and for a profile's picture. */
export const AVATAR_VARIANT_WIDTHS = [48, 256] as const;

const EXTENSIONS: Record<ImageVariantFormat, string> = { webp: 'webp', jpeg: 'jpg' };
export const contentTypeOfFormat = (format: ImageVariantFormat): string => `image/${format}`;

/** `videos/<id>/poster.jpg`, 360, webp → `videos/<id>/poster-360.webp`: variants live beside their source. */
export function variantKeyOf(sourceKey: string, width: number, format: ImageVariantFormat): string {
  return `${sourceKey.replace(/\.[a-z0-9]+$/i, '')}-${width}.${EXTENSIONS[format]}`;
}

/**
 * What to make of a JPEG source `sourceWidth` wide: each of `widths` below it in WebP and JPEG, and
 * the source's own width in WebP (the source itself is its JPEG). Never wider than the source.
 */
export function variantPlan(sourceWidth: number, widths: readonly number[]): Array<{ width: number; format: ImageVariantFormat }> {
  const smaller = widths.filter((width) => width < sourceWidth);
  return [...smaller.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => ({ width, format }))), { width: sourceWidth, format: 'webp' as const }];
}

/** Every size of a JPEG source once its variants are made (the source included): JPEG first, narrowest first. */
export function plannedVariants(sourceKey: string, sourceWidth: number, widths: readonly number[]): ImageVariant[] {
  const made = variantPlan(sourceWidth, widths).map((variant) => ({ ...variant, key: variantKeyOf(sourceKey, variant.width, variant.format) }));
  return [...made, { width: sourceWidth, format: 'jpeg' as const, key: sourceKey }].sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);
}

/** The sizes of an avatar stored in a folder of its own (since sizes exist); null for an older single-file one the backfill has yet to move. */
export function avatarVariantsOf(key: string): ImageVariant[] | null {
  return isSizedAvatarKey(key) ? plannedVariants(key, AVATAR_SIDE, AVATAR_VARIANT_WIDTHS) : null;
}

/**
 * Writes the planned variants of the JPEG at `source.path` (one ffmpeg run), stores them beside
 * `source.key` and returns every size stored, the source JPEG included. Keys are fixed and those
 * present are kept, so a retry or a second run writes nothing again.
 */
export async function storeImageVariants(
  tools: { media: MediaTools; storage: ObjectStorage },
  source: { key: string; path: string; width: number },
  widths: readonly number[],
  dir: string,
  signal?: AbortSignal,
): Promise<ImageVariant[]> {
  const variants = plannedVariants(source.key, source.width, widths);
  const made = variants.filter((variant) => variant.key !== source.key);
  const present = await Promise.all(made.map((variant) => tools.storage.exists(variant.key)));
  if (present.includes(false)) {
    const outputs = made.map((variant) => ({ ...variant, path: join(dir, variant.key.split('/').at(-1)!) }));
    await tools.media.imageVariants(source.path, outputs, signal);
    for (const [i, output] of outputs.entries()) if (!present[i]) await tools.storage.putFile(output.key, output.path, contentTypeOfFormat(output.format));
  }
  return variants;
}
