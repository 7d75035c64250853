import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ImageSource } from '@/api/types';
import { srcSetOf } from '@/lib/image-sources';

type Props = Omit<HTMLChakraProps<'img'>, 'srcSet' | 'sizes'> & {
  /** The stored sizes; empty while none are made (then `src` alone shows). */
  sources: ImageSource[];
  /** The original JPEG: what browsers without srcset, or before sizes exist, show. */
  src: string;
  sizes: string;
};

/** A picture in the size and format the browser needs: WebP where it can, JPEG otherwise, each chosen from its widths by `sizes`. */
export function ResponsiveImage({ sources, src, sizes, ...img }: Props) {
  const webp = srcSetOf(sources, 'image/webp');
  const jpeg = srcSetOf(sources, 'image/jpeg');
  return (
    <picture style={{ display: 'contents' }}>
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <chakra.img src={src} srcSet={jpeg || undefined} sizes={jpeg ? sizes : undefined} {...img} />
    </picture>
  );
}
