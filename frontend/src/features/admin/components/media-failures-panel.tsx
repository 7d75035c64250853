import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '@/components/ui/error-state';
import { timeAgo } from '@/lib/relative-time';
import { useMediaFailures } from '../api/get-media-failures';
import { AdminVideoBody } from './admin-video-body';
import { BACKFILL_OUTPUT_LABELS } from './labels';
import { LoadMore } from './load-more';
import { useModerationActions } from './use-moderation-actions';

/** Ready videos the worker gave up making something for, most recent first; nothing at all while there are none. */
export function MediaFailuresPanel() {
  const failures = useMediaFailures();
  const actions = useModerationActions();
  const list = failures.data?.pages.flatMap((page) => page.failures) ?? [];

  if (failures.isError) return <ErrorState title="Unable to load media the worker gave up on" onRetry={() => failures.refetch()} />;
  if (list.length === 0) return null;

  return (
    <Stack as="section" aria-labelledby="media-failures" gap="4">
      <Box>
        <Heading as="h2" id="media-failures" size="lg">
          Media the worker gave up on
        </Heading>
        <Text color="fg.muted">These videos play from their upload, without what is listed.</Text>
      </Box>
      {list.map(({ video, outputs }) => (
        <Box
          as="article"
          key={video.id}
          aria-label={video.title}
          p={{ base: '3', md: '4' }}
          rounded="lg"
          borderWidth="1px"
          borderColor="border.muted"
          bg="bg.panel"
        >
          <AdminVideoBody video={video} when={<>uploaded {timeAgo(video.createdAt)}</>} actions={actions}>
            {outputs.map((output) => (
              <Text key={output.output} fontSize="sm" color="fg.error" wordBreak="break-word">
                {BACKFILL_OUTPUT_LABELS[output.output]}: given up {timeAgo(output.givenUpAt)} after {output.attempts} attempts. Last error: {output.lastError}
              </Text>
            ))}
          </AdminVideoBody>
        </Box>
      ))}
      <LoadMore hasMore={failures.hasNextPage} loading={failures.isFetchingNextPage} onLoad={() => failures.fetchNextPage()} />
      {actions.dialogs}
    </Stack>
  );
}
