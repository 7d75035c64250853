import { AVATAR_VARIANT_WIDTHS, POSTER_VARIANT_WIDTHS, variantKeyOf, variantPlan } from './image-variants';

describe('image variants', () => {
  it('names a variant beside its source by width and format', () => {
    expect(variantKeyOf('videos/v1/poster.jpg', 360, 'webp')).toBe('videos/v1/poster-360.webp');
    expect(variantKeyOf('avatars/u1/a1.jpg', 48, 'jpeg')).toBe('avatars/u1/a1-48.jpg');
  });

  it('plans WebP and JPEG for each smaller width and a WebP at the source width', () => {
    expect(variantPlan(1280, POSTER_VARIANT_WIDTHS)).toEqual([
      { width: 360, format: 'webp' },
      { width: 360, format: 'jpeg' },
      { width: 720, format: 'webp' },
      { width: 720, format: 'jpeg' },
      { width: 1280, format: 'webp' },
    ]);
    expect(variantPlan(256, AVATAR_VARIANT_WIDTHS)).toEqual([
      { width: 48, format: 'webp' },
      { width: 48, format: 'jpeg' },
      { width: 256, format: 'webp' },
    ]);
  });

  it('never upscales: a narrow source gets only its own width in WebP', () => {
    expect(variantPlan(720, POSTER_VARIANT_WIDTHS).map((v) => v.width)).toEqual([360, 360, 720]);
    expect(variantPlan(320, POSTER_VARIANT_WIDTHS)).toEqual([{ width: 320, format: 'webp' }]);
  });
});
