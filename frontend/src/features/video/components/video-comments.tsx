import { Box, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getCommentsQueryOptions } from '@/api/comments/get-comments';
import type { CurrentUser, VideoDetail } from '@/api/types';
import { CommentComposer } from '@/components/comments/comment-composer';
import { CommentList } from '@/components/comments/comment-list';
import { CommentSignInPrompt } from '@/components/comments/comment-sign-in-prompt';
import { CommentsNote } from '@/components/comments/comments-note';
import { commentsSettingView } from '@/components/comments/comments-setting';
import { useAccountAction } from '@/lib/use-account-action';
import { useNearViewport } from '@/lib/use-near-viewport';
import { whenSettled } from '@/lib/when-idle';

/**
 * How near the viewport the comments come before they are rendered. A video's first page of comments
 * is up to 50, a hundred milliseconds and more of a phone's main thread (measured by Lighthouse's
 * CPU-time scoring: the video page's TBT 83 ms with them rendered at start, 29 without) for a list
 * below the first screen. Their data is fetched once the page has settled, so they are drawn as
 * soon as the viewer scrolls toward them.
 */
const COMMENTS_MARGIN = '0px 0px 200px 0px';

interface Props {
  video: VideoDetail;
  viewer: CurrentUser | null | undefined;
}

export function VideoComments({ video, viewer }: Props) {
  const { id: videoId, commentsCount } = video;
  const setting = commentsSettingView(video, viewer);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listNear = useNearViewport(listRef, COMMENTS_MARGIN);
  const queryClient = useQueryClient();
  const { listShown } = setting;
  useEffect(() => {
    if (listShown) return whenSettled(() => void queryClient.prefetchInfiniteQuery(getCommentsQueryOptions(videoId)));
  }, [queryClient, videoId, listShown]);
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
      <Box ref={listRef} minH="1px">
        {listShown && listNear && <CommentList videoId={videoId} videoOwnerId={video.creator.id} viewer={viewer} />}
      </Box>
    </Stack>
  );
}
