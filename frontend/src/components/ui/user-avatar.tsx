import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import type { ImageSource } from '@/api/types';
import { srcSetOf } from '@/lib/image-sources';
import { initialOf } from './avatar-initial';

export interface AvatarPerson {
  username?: string | null;
  displayName?: string | null;
  avatarUrl?: string | null;
  /** The avatar's sizes (they describe avatarUrl); empty or absent: avatarUrl alone. */
  avatarSources?: ImageSource[];
  profileImageUrl?: string | null;
}

/** `imageSizes`: the width it is drawn at, so a small avatar fetches the 48 px file and a profile header the 256 px one. */
export function UserAvatar({ person, imageSizes = '48px', ...props }: { person: AvatarPerson; imageSizes?: string } & AvatarRootProps) {
  const src = person.avatarUrl || person.profileImageUrl || undefined;
  const name = person.displayName || person.username || 'User';
  const sources = person.avatarUrl ? (person.avatarSources ?? []) : [];
  const webp = srcSetOf(sources, 'image/webp');
  const jpeg = srcSetOf(sources, 'image/jpeg');
  return (
    <Avatar.Root colorPalette="purple" {...props}>
      <Avatar.Fallback>{initialOf(person)}</Avatar.Fallback>
      {src && (
        // `contents`: the image stays the avatar's own child for its layout.
        <picture style={{ display: 'contents' }}>
          {webp && <source type="image/webp" srcSet={webp} sizes={imageSizes} />}
          <Avatar.Image src={src} srcSet={jpeg || undefined} sizes={jpeg ? imageSizes : undefined} alt={name} />
        </picture>
      )}
    </Avatar.Root>
  );
}
