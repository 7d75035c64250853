import { Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProfileUser } from '../api/get-profile-by-id';
import { likedVideosProblem, useLikedVideos } from '../api/get-liked-videos';
import { useUserVideos } from '../api/get-user-videos';
import { VideoGrid } from './video-grid';

const LIKED_MESSAGES = {
  LOGIN_REQUIRED: 'Sign in to see liked videos.',
  ACCESS_DENIED: "This user's liked videos are private.",
  FETCH_FAILED: 'Could not load liked videos. Please try again later.',
};

/**
 * 'Videos (n)' and, when the viewer may see them (their own, or made public), 'Liked (n)': each a
 * grid of tiles. The counts are the server's totals; liked videos load when their tab opens.
 */
export function ProfileTabs({ user }: { user: ProfileUser }) {
  const [tab, setTab] = useState('videos');
  const showLiked = user.likedCount !== null;
  const videos = useUserVideos(user.id);
  const liked = useLikedVideos(user.id, showLiked && tab === 'liked');
  const likedList = liked.data?.pages.flatMap((page) => page.likedVideos);
  const videoList = videos.data?.pages.flatMap((page) => page.videos);

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="purple" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="videos">Videos ({user.videosCount})</Tabs.Trigger>
        {showLiked && <Tabs.Trigger value="liked">Liked ({user.likedCount})</Tabs.Trigger>}
      </Tabs.List>
      <Tabs.Content value="videos">
        {videos.isError ? (
          <Text color="fg.error" py="8" textAlign="center">
            Could not load videos. Please try again later.
          </Text>
        ) : (
          <VideoGrid
            videos={videoList}
            loading={videos.isPending}
            emptyText={user.isOwnProfile ? 'You have not uploaded any videos yet.' : 'No videos yet'}
            hasMore={videos.hasNextPage}
            loadingMore={videos.isFetchingNextPage}
            onLoadMore={() => videos.fetchNextPage()}
          />
        )}
      </Tabs.Content>
      {showLiked && (
        <Tabs.Content value="liked">
          {liked.isError ? (
            <Text color="fg.muted" py="8" textAlign="center" role="alert">
              {LIKED_MESSAGES[likedVideosProblem(liked.error)]}
            </Text>
          ) : (
            <VideoGrid
              videos={likedList}
              loading={liked.isPending}
              emptyText="No liked videos yet"
              hasMore={liked.hasNextPage}
              loadingMore={liked.isFetchingNextPage}
              onLoadMore={() => liked.fetchNextPage()}
            />
          )}
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
