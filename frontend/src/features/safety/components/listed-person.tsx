import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/user-avatar';
import { timeAgo } from '@/lib/relative-time';
import type { ListedPerson } from '../api/get-blocks';

interface Props {
  person: ListedPerson;
  /** "Unblock" or "Unmute". */
  undoLabel: string;
  /** "Blocked" or "Muted", before when. */
  since: string;
  /** Whether their profile can be opened (not while blocked: it is gone for both). */
  linked: boolean;
  busy: boolean;
  onUndo(): void;
}

/** One blocked or muted person, with the button that undoes it. */
export function ListedPersonItem({ person, undoLabel, since, linked, busy, onUndo }: Props) {
  const name = person.displayName || person.username || 'User';
  const label = person.username ? `@${person.username}` : name;
  return (
    <Flex as="li" gap="3" align="center" listStyleType="none">
      <UserAvatar person={person} size="sm" />
      <Stack gap="0" flex="1" minW="0">
        {linked && person.username ? (
          <Text asChild fontWeight="semibold" truncate>
            <RouterLink to={`/profile/${person.username}`}>{name}</RouterLink>
          </Text>
        ) : (
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {person.username ? `@${person.username} · ` : ''}
          {since} {timeAgo(person.since)}
        </Text>
      </Stack>
      <Button size="sm" variant="outline" onClick={onUndo} loading={busy} aria-label={`${undoLabel} ${label}`}>
        {undoLabel}
      </Button>
    </Flex>
  );
}
