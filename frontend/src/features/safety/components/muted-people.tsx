import { Button, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { useMuteUser } from '@/api/safety/mute-user';
import { toastError, toastSuccess } from '@/components/ui/toast';
import type { ListedPerson } from '../api/get-blocks';
import { ListedPersonItem } from './listed-person';

interface Props {
  people: ListedPerson[];
  /** Show more, when there are more (the section reads them with the muted words). */
  more: { onMore(): void; loading: boolean } | null;
}

/** The people the viewer muted; Unmute brings each back. */
export function MutedPeople({ people, more }: Props) {
  const unmute = useMuteUser();
  if (people.length === 0) return <Text color="fg.muted">You haven’t muted anyone.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" m="0" p="0" aria-label="Muted people">
        {people.map((person) => (
          <ListedPersonItem
            key={person.id}
            person={person}
            undoLabel="Unmute"
            since="Muted"
            linked
            busy={unmute.isPending && unmute.variables?.userId === person.id}
            onUndo={() =>
              unmute.mutate(
                { userId: person.id, mute: false },
                {
                  onSuccess: () => toastSuccess(`Unmuted ${person.username ? `@${person.username}` : person.displayName}`),
                  onError: (error) => toastError('Could not unmute', errorMessage(error, 'Please try again.')),
                },
              )
            }
          />
        ))}
      </Stack>
      {more && (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={more.onMore} loading={more.loading}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
