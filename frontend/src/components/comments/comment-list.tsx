import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useComments } from '@/api/comments/get-comments';
import { useDeleteComment } from '@/api/comments/delete-comment';
import { errorMessage } from '@/api/client';
import type { CurrentUser } from '@/api/types';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { useSlicedRender } from '@/lib/use-sliced-render';
import { toastError } from '../ui/toast';
import { CommentItem } from './comment-item';

/** Comments rendered at once; the rest follow one per task (a video's first page holds up to 50). */
const FIRST_COMMENTS = 5;

interface Props {
  videoId: string;
  videoOwnerId: string;
  viewer: CurrentUser | null | undefined;
  maxH?: string;
}

/** Oldest first; the author of a comment and the video's owner may delete it. */
export function CommentList({ videoId, videoOwnerId, viewer, maxH }: Props) {
  const comments = useComments(videoId);
  const remove = useDeleteComment(videoId);
  const shown = useSlicedRender(comments.data);
  const list = useProgressiveList(shown?.pages.flatMap((page) => page.comments) ?? [], FIRST_COMMENTS);

  const { mutate: deleteComment } = remove;
  const onDelete = useCallback(
    (commentId: string) => deleteComment(commentId, { onError: (error) => toastError('Could not delete comment', errorMessage(error, 'Please try again.')) }),
    [deleteComment],
  );

  if (comments.isError) {
    return (
      <Text fontSize="sm" color="fg.error" py="2">
        Could not load comments.
      </Text>
    );
  }
  if (comments.isPending || !shown) {
    return (
      <Center py="4" role="status" aria-label="Loading comments">
        <Spinner size="sm" />
      </Center>
    );
  }
  if (list.shown.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="2">
        No comments yet. Be the first to comment!
      </Text>
    );
  }

  return (
    <Box maxH={maxH} overflowY={maxH ? 'auto' : undefined} pr={maxH ? '1' : undefined} tabIndex={maxH ? 0 : undefined} aria-label="Comments">
      <Stack as="ul" gap="3" m="0" p="0">
        {list.shown.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            videoId={videoId}
            viewer={viewer}
            canDelete={!!viewer && (viewer.id === comment.userId || viewer.id === videoOwnerId)}
            onDelete={onDelete}
          />
        ))}
      </Stack>
      {list.complete && comments.hasNextPage && (
        <Button size="xs" variant="ghost" mt="2" onClick={() => comments.fetchNextPage()} loading={comments.isFetchingNextPage}>
          Show more comments
        </Button>
      )}
    </Box>
  );
}
