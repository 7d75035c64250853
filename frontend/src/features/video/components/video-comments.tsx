import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '@/api/types';
import { CommentComposer } from '@/components/comments/comment-composer';
import { CommentList } from '@/components/comments/comment-list';

interface Props {
  videoId: string;
  videoOwnerId: string;
  commentsCount: number;
  viewer: CurrentUser | null | undefined;
}

export function VideoComments({ videoId, videoOwnerId, commentsCount, viewer }: Props) {
  return (
    <Stack as="section" aria-labelledby="comments-heading" gap="4">
      <Heading as="h2" id="comments-heading" size="md">
        Comments ({commentsCount})
      </Heading>
      {viewer ? (
        <CommentComposer videoId={videoId} successDescription="Your comment has been posted." />
      ) : (
        <Flex align="center" justify="space-between" gap="3" p="4" rounded="lg" bg="bg.muted" wrap="wrap">
          <Text color="fg.muted">Sign in to leave a comment</Text>
          <Button asChild size="sm" colorPalette="purple">
            <RouterLink to="/auth">Sign In</RouterLink>
          </Button>
        </Flex>
      )}
      <Box>
        <CommentList videoId={videoId} videoOwnerId={videoOwnerId} viewer={viewer} />
      </Box>
    </Stack>
  );
}
