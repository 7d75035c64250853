import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_VARIANT_FORMATS, ImageVariant, avatarVariantsOf, contentTypeOfFormat, objectKeyFromPublicPath, publicPathOfKey } from '@genalpha/shared';

const IMAGE_SOURCE_TYPES = IMAGE_VARIANT_FORMATS.map(contentTypeOfFormat);

/** One size of a picture, as a `srcset` candidate: `${url} ${width}w`, grouped by `type` into `<source>` elements. */
export class ImageSourceDto {
  @ApiProperty({ example: '/objects/videos/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1/poster-360.webp' })
  url!: string;

  @ApiProperty({ example: 360, type: 'integer', minimum: 1, description: 'Width in pixels (the height keeps the ratio)' })
  width!: number;

  @ApiProperty({ example: 'image/webp', enum: IMAGE_SOURCE_TYPES, enumName: 'ImageSourceType' })
  type!: string;
}

/** Stored variants → sources, JPEG first then WebP, narrowest first within each. */
export function toImageSources(variants: ImageVariant[] | null): ImageSourceDto[] {
  return (variants ?? []).map((variant) => ({ url: publicPathOfKey(variant.key), width: variant.width, type: contentTypeOfFormat(variant.format) }));
}

/** An avatar's sizes, known from its key; none for an older avatar the backfill has yet to size. */
export function avatarSourcesOf(avatarUrl: string | null): ImageSourceDto[] {
  const key = avatarUrl ? objectKeyFromPublicPath(avatarUrl) : null;
  return toImageSources(key ? avatarVariantsOf(key) : null);
}
