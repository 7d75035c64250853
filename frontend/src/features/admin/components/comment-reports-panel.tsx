import { Badge, Box, Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { toastSuccess } from '@/components/ui/toast';
import { timeAgo } from '@/lib/relative-time';
import { useCommentReports } from '../api/get-comment-reports';
import { useRemoveComment } from '../api/remove-comment';
import { useRestoreComment } from '../api/restore-comment';
import type { ReportedComment } from '../api/types';
import { EmptyState } from './empty-state';
import { personLabel } from './labels';
import { LoadMore } from './load-more';
import { OpenReportsList } from './open-reports-list';
import { ReasonDialog } from './reason-dialog';
import { toastFailure } from './toast-failure';

/** Reported comments, grouped by comment: each with its reporters; Remove (with a reason its author sees) or Restore. */
export function CommentReportsPanel() {
  const queue = useCommentReports();
  const remove = useRemoveComment();
  const restore = useRestoreComment();
  const [removing, setRemoving] = useState<ReportedComment | null>(null);
  const entries = queue.data?.pages.flatMap((page) => page.reportedComments) ?? [];

  if (queue.isPending) return <Spinner m="8" />;
  if (queue.isError) return <EmptyState title="Could not load reported comments">{errorMessage(queue.error, 'Please try again.')}</EmptyState>;
  if (entries.length === 0) return <EmptyState title="No reported comments">Reported comments show up here, oldest first.</EmptyState>;

  return (
    <Stack gap="4" pt="4">
      {entries.map((entry) => (
        <Box
          as="article"
          key={entry.comment.id}
          aria-label={`Comment by ${personLabel(entry.comment.author)}`}
          p={{ base: '3', md: '4' }}
          rounded="lg"
          borderWidth="1px"
          bg="bg.panel"
        >
          <Stack gap="3">
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Text fontWeight="semibold">{personLabel(entry.comment.author)}</Text>
              <Text color="fg.muted">
                on{' '}
                <Link asChild color="brand.fg">
                  <RouterLink to={`/video/${entry.comment.videoId}`}>{entry.comment.videoTitle}</RouterLink>
                </Link>{' '}
                · queued {timeAgo(entry.queuedAt)}
              </Text>
              {entry.comment.moderationState === 'pending_review' && <Badge colorPalette="orange">Hidden pending review</Badge>}
            </HStack>
            <Text whiteSpace="pre-wrap" wordBreak="break-word" borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
              {entry.comment.text}
            </Text>
            <OpenReportsList entry={entry} />
            <HStack gap="2" wrap="wrap">
              <Button
                variant="outline"
                minH="11"
                loading={restore.isPending && restore.variables === entry.comment.id}
                onClick={() =>
                  restore.mutate(entry.comment.id, {
                    onSuccess: () => toastSuccess('Comment restored', 'Its reports were dismissed.'),
                    onError: toastFailure('Restore failed'),
                  })
                }
              >
                Restore
              </Button>
              <Button colorPalette="red" minH="11" onClick={() => setRemoving(entry)}>
                Remove
              </Button>
            </HStack>
          </Stack>
        </Box>
      ))}
      <LoadMore hasMore={queue.hasNextPage} loading={queue.isFetchingNextPage} onLoad={() => void queue.fetchNextPage()} />
      <ReasonDialog
        title="Remove comment"
        description="Hidden from everyone. Its author is notified with the reason and may appeal once."
        confirmLabel="Remove"
        open={!!removing}
        busy={remove.isPending}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={(reason) =>
          removing &&
          remove.mutate(
            { commentId: removing.comment.id, reason },
            { onSuccess: () => (toastSuccess('Comment removed'), setRemoving(null)), onError: toastFailure('Removal failed') },
          )
        }
      />
    </Stack>
  );
}
