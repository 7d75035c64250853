import { Avatar, type AvatarRootProps } from '@chakra-ui/react';

export interface AvatarPerson {
  username?: string | null;
  displayName?: string | null;
  avatarUrl?: string | null;
  profileImageUrl?: string | null;
}

/** The first letter of the username, else of the display name. */
export function initialOf(person: AvatarPerson): string {
  return (person.username || person.displayName || '?').charAt(0).toUpperCase();
}

export function UserAvatar({ person, ...props }: { person: AvatarPerson } & AvatarRootProps) {
  const src = person.avatarUrl || person.profileImageUrl || undefined;
  const name = person.displayName || person.username || 'User';
  return (
    <Avatar.Root colorPalette="purple" {...props}>
      <Avatar.Fallback>{initialOf(person)}</Avatar.Fallback>
      {src && <Avatar.Image src={src} alt={name} />}
    </Avatar.Root>
  );
}
