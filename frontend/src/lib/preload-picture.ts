import type { ImageSource } from '@/api/types';
import { srcSetOf } from './image-sources';

/** A picture as ResponsiveImage shows it: the stored sizes, the original, and the box's `sizes`. */
export interface Picture {
  sources: ImageSource[];
  src: string;
  sizes: string;
}

function preload(attributes: { href?: string; type?: string; imagesrcset?: string; imagesizes?: string }): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', fetchpriority: 'high', ...attributes })) if (value) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * Starts the download of the file ResponsiveImage will show for this picture (the same candidates
 * and sizes, so the browser picks the same file), before any script has rendered it: the first
 * screen's pictures arrive with the app's code instead of after it.
 */
export function preloadPicture({ sources, src, sizes }: Picture): void {
  const webp = srcSetOf(sources, 'image/webp');
  const jpeg = srcSetOf(sources, 'image/jpeg');
  if (webp) preload({ type: 'image/webp', imagesrcset: webp, imagesizes: sizes });
  else if (jpeg) preload({ href: src, imagesrcset: jpeg, imagesizes: sizes });
  else preload({ href: src });
}
