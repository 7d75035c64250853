import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { UserAvatar } from './user-avatar';

const avatarSources = [
  { url: '/a/avatar-48.jpg', width: 48, type: 'image/jpeg' as const },
  { url: '/a/avatar.jpg', width: 256, type: 'image/jpeg' as const },
  { url: '/a/avatar-48.webp', width: 48, type: 'image/webp' as const },
  { url: '/a/avatar-256.webp', width: 256, type: 'image/webp' as const },
];

describe('UserAvatar', () => {
  it('offers the 48 and 256 px sizes in WebP and JPEG for the width it is drawn at', () => {
    fakeApi(signedOut);
    const { container } = renderScreen(<UserAvatar person={{ displayName: 'Ada', avatarUrl: '/a/avatar.jpg', avatarSources }} imageSizes="112px" />);
    expect(container.querySelector('picture > source')).toHaveAttribute('srcset', '/a/avatar-48.webp 48w, /a/avatar-256.webp 256w');
    expect(container.querySelector('picture > source')).toHaveAttribute('sizes', '112px');
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/a/avatar.jpg');
    expect(img).toHaveAttribute('srcset', '/a/avatar-48.jpg 48w, /a/avatar.jpg 256w');
    expect(img).toHaveAttribute('alt', 'Ada');
  });

  it('shows a picture without sizes (another URL, or an avatar not sized yet) as it is', () => {
    fakeApi(signedOut);
    const { container } = renderScreen(<UserAvatar person={{ displayName: 'Ada', avatarUrl: null, profileImageUrl: '/p.jpg', avatarSources }} />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/p.jpg');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
