import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { useBlockUser } from '@/api/safety/block-user';
import { ErrorState } from '@/components/ui/error-state';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useBlocks } from '../api/get-blocks';
import { ListedPersonItem } from './listed-person';

/** The people the viewer blocked; Unblock brings each back (follows removed by the block stay removed). */
export function BlockedPeople() {
  const blocks = useBlocks();
  const unblock = useBlockUser();
  if (blocks.isPending)
    return (
      <Center py="4" role="status" aria-label="Loading blocked people">
        <Spinner size="sm" />
      </Center>
    );
  if (blocks.isError) return <ErrorState title="The people you blocked could not be loaded" onRetry={() => blocks.refetch()} />;
  const people = blocks.data.pages.flatMap((page) => page.users);
  if (people.length === 0) return <Text color="fg.muted">You haven’t blocked anyone.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" m="0" p="0" aria-label="Blocked people">
        {people.map((person) => (
          <ListedPersonItem
            key={person.id}
            person={person}
            undoLabel="Unblock"
            since="Blocked"
            linked={false}
            busy={unblock.isPending && unblock.variables?.userId === person.id}
            onUndo={() =>
              unblock.mutate(
                { userId: person.id, block: false },
                {
                  onSuccess: () => toastSuccess(`Unblocked ${person.username ? `@${person.username}` : person.displayName}`),
                  onError: (error) => toastError('Could not unblock', errorMessage(error, 'Please try again.')),
                },
              )
            }
          />
        ))}
      </Stack>
      {blocks.hasNextPage && (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => blocks.fetchNextPage()} loading={blocks.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
