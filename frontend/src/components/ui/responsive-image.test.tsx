import { describe, expect, it } from 'vitest';
import type { ImageSource } from '@/api/types';
import { coverFactor, pickSource, sizesAttribute } from '@/lib/image-sources';
import { fakeApi, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { ResponsiveImage } from './responsive-image';

const sources: ImageSource[] = [
  { url: '/p-360.jpg', width: 360, type: 'image/jpeg' },
  { url: '/p.jpg', width: 1280, type: 'image/jpeg' },
  { url: '/p-360.webp', width: 360, type: 'image/webp' },
  { url: '/p-720.webp', width: 720, type: 'image/webp' },
  { url: '/p-1280.webp', width: 1280, type: 'image/webp' },
];

describe('ResponsiveImage', () => {
  it('offers the WebP widths in a <source> and the JPEG widths on the <img>, both with the sizes', () => {
    fakeApi(signedOut);
    const { container } = renderScreen(<ResponsiveImage src="/p.jpg" sources={sources} sizes="(min-width: 1440px) 336px, 100vw" alt="" />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/p-360.webp 360w, /p-720.webp 720w, /p-1280.webp 1280w');
    expect(source).toHaveAttribute('sizes', '(min-width: 1440px) 336px, 100vw');
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/p.jpg');
    expect(img).toHaveAttribute('srcset', '/p-360.jpg 360w, /p.jpg 1280w');
    expect(img).toHaveAttribute('sizes', '(min-width: 1440px) 336px, 100vw');
  });

  it('is the plain JPEG until sizes exist', () => {
    fakeApi(signedOut);
    const { container } = renderScreen(<ResponsiveImage src="/p.jpg" sources={[]} sizes="100vw" alt="" />);
    expect(container.querySelector('source')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/p.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});

describe('image sources', () => {
  it('writes sizes widest screen first, scaled for a picture cropped to cover', () => {
    expect(sizesAttribute([['(min-width: 1024px)', '235px']], 'calc(50vw - 15px)')).toBe('(min-width: 1024px) 235px, calc(50vw - 15px)');
    expect(sizesAttribute([['(min-width: 1024px)', '235px']], '50vw', coverFactor(16 / 9, 9 / 16))).toBe(
      '(min-width: 1024px) calc(235px * 3.16), calc(50vw * 3.16)',
    );
    expect(coverFactor(9 / 16, 9 / 16)).toBe(1);
  });

  it('picks for a single URL the narrowest WebP wide enough, else the widest', () => {
    expect(pickSource(sources, 700)?.url).toBe('/p-720.webp');
    // A phone 412 CSS pixels wide at 1.75×: 721 device pixels, which the 720 fills.
    expect(pickSource(sources, 721)?.url).toBe('/p-720.webp');
    expect(pickSource(sources, 760)?.url).toBe('/p-1280.webp');
    expect(pickSource(sources, 2000)?.url).toBe('/p-1280.webp');
    expect(pickSource([], 100)).toBeUndefined();
  });
});
