import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { CurrentUser } from '@/api/types';
import { CommentComposer } from '@/components/comments/comment-composer';
import { CommentList } from '@/components/comments/comment-list';
import { useAccountAction } from '@/lib/use-account-action';

interface Props {
  videoId: string;
  videoOwnerId: string;
  commentsCount: number;
  viewer: CurrentUser | null | undefined;
}

export function VideoComments({ videoId, videoOwnerId, commentsCount, viewer }: Props) {
  const composerRef = useRef<HTMLTextAreaElement>(null);
  // A visitor signs in first; back here, the composer is ready for their comment.
  const guard = useAccountAction(`comments:${videoId}`, {
    comment: () =>
      window.setTimeout(() => {
        composerRef.current?.scrollIntoView({ block: 'center' });
        composerRef.current?.focus();
      }, 0),
  });
  return (
    <Stack as="section" aria-labelledby="comments-heading" gap="4">
      <Heading as="h2" id="comments-heading" size="md">
        Comments ({commentsCount})
      </Heading>
      {viewer ? (
        <CommentComposer videoId={videoId} inputRef={composerRef} successDescription="Your comment has been posted." />
      ) : (
        <Flex align="center" justify="space-between" gap="3" p="4" rounded="lg" bg="bg.muted" wrap="wrap">
          <Text color="fg.muted">Sign in to leave a comment</Text>
          <Button size="sm" colorPalette="purple" onClick={() => guard('comment', () => undefined)}>
            Sign In
          </Button>
        </Flex>
      )}
      <Box>
        <CommentList videoId={videoId} videoOwnerId={videoOwnerId} viewer={viewer} />
      </Box>
    </Stack>
  );
}
