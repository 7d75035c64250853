import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions } from '@/api/session/get-current-user';
import { feedTagOf, getFeedQueryOptions } from '@/features/feed/api/get-feed';
import { getProfileByUsernameQueryOptions } from '@/features/profile/api/get-profile-by-username';
import { getUserVideosQueryOptions } from '@/features/profile/api/get-user-videos';
import { getVideoQueryOptions } from '@/features/video/api/get-video';
import { hasPassedGate } from '@/lib/gate-pass';

/**
 * Requests what the first screen shows while its code is still loading, so it renders once with
 * its data instead of asking only once it is there: who is signed in (every screen's header asks),
 * and the feed's first page, a video or a profile with its videos, by the address it opens on.
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  void queryClient.prefetchQuery(getCurrentUserQueryOptions());
  const [, screen, param] = location.pathname.split('/');
  if (location.pathname === '/' && hasPassedGate()) {
    void queryClient.prefetchInfiniteQuery(getFeedQueryOptions(feedTagOf(new URLSearchParams(location.search))));
  } else if (screen === 'video' && param) {
    void queryClient.prefetchQuery(getVideoQueryOptions(decodeURIComponent(param)));
  } else if (screen === 'profile' && param) {
    void queryClient.fetchQuery(getProfileByUsernameQueryOptions(decodeURIComponent(param))).then(
      (user) => queryClient.prefetchInfiniteQuery(getUserVideosQueryOptions(user.id)),
      () => undefined, // the profile screen asks again and shows the error
    );
  }
}
