import { Box, Heading, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import type { CurrentUser, VideoDetail } from '@/api/types';
import { CommentComposer } from '@/components/comments/comment-composer';
import { CommentList } from '@/components/comments/comment-list';
import { CommentSignInPrompt } from '@/components/comments/comment-sign-in-prompt';
import { CommentsNote } from '@/components/comments/comments-note';
import { commentsSettingView } from '@/components/comments/comments-setting';
import { useAccountAction } from '@/lib/use-account-action';

interface Props {
  video: VideoDetail;
  viewer: CurrentUser | null | undefined;
}

export function VideoComments({ video, viewer }: Props) {
  const { id: videoId, commentsCount } = video;
  const setting = commentsSettingView(video, viewer);
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
      <CommentsNote note={setting.note} />
      {!setting.composerShown ? null : viewer ? (
        <CommentComposer videoId={videoId} inputRef={composerRef} successDescription="Your comment has been posted." />
      ) : (
        <CommentSignInPrompt onSignIn={() => guard('comment', () => undefined)} />
      )}
      <Box>{setting.listShown && <CommentList videoId={videoId} videoOwnerId={video.creator.id} viewer={viewer} />}</Box>
    </Stack>
  );
}
