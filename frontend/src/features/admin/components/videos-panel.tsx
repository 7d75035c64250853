import { Box, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { timeAgo } from '@/lib/relative-time';
import { useAdminVideos } from '../api/get-admin-videos';
import type { AdminVideoList } from '../api/types';
import { AdminVideoBody } from './admin-video-body';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';
import { useModerationActions } from './use-moderation-actions';

const EMPTY: Record<AdminVideoList, [string, string]> = {
  failed: ['No failed videos', 'Every upload so far could be processed.'],
  pending_review: ['No auto-hidden videos', 'Nothing is hidden pending review.'],
  removed: ['No removed videos', 'Staff have removed nothing.'],
};

/** Failed, auto-hidden or removed videos, most recent first. */
export function VideosPanel({ state }: { state: AdminVideoList }) {
  const videos = useAdminVideos(state);
  const actions = useModerationActions();
  const list = videos.data?.pages.flatMap((page) => page.videos) ?? [];

  if (videos.isPending) return <PageSpinner />;
  if (videos.isError) return <ErrorState title="Unable to load videos" onRetry={() => videos.refetch()} />;
  if (list.length === 0) return <EmptyState title={EMPTY[state][0]}>{EMPTY[state][1]}</EmptyState>;

  return (
    <Stack gap="4">
      {list.map((video) => (
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
          <AdminVideoBody
            video={video}
            when={
              <>
                uploaded {timeAgo(video.createdAt)}
                {video.moderatedAt && ` · moderated ${timeAgo(video.moderatedAt)}`}
              </>
            }
            actions={actions}
          >
            {video.failureReason && (
              <Text fontSize="sm" color="fg.error">
                Processing failed: {video.failureReason}
              </Text>
            )}
            {video.moderationReason && <Text fontSize="sm">Removal reason: {video.moderationReason}</Text>}
          </AdminVideoBody>
        </Box>
      ))}
      <LoadMore hasMore={videos.hasNextPage} loading={videos.isFetchingNextPage} onLoad={() => videos.fetchNextPage()} />
      {actions.dialogs}
    </Stack>
  );
}
