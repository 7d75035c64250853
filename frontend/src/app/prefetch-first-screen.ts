import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions } from '@/api/session/get-current-user';
import { feedQueryOptions } from '@/features/feed/api/feed-query';
import { homeSelection } from '@/features/feed/api/feed-selection';
import { getProfileByUsernameQueryOptions } from '@/features/profile/api/get-profile-by-username';
import { getUserVideosQueryOptions } from '@/features/profile/api/get-user-videos';
import { getVideoQueryOptions } from '@/api/videos/get-video';
import { hasPassedGate } from '@/lib/gate-pass';

/**
 * Requests what the first screen shows while its code is still loading, so it renders once with
 * its data instead of asking only once it is there: who is signed in (every screen's header asks),
 * and the feed's first page (of the tab `/` opens on), a video or a profile with its videos, by the address it opens on.
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  void queryClient.prefetchQuery(getCurrentUserQueryOptions());
  const [, screen, param] = location.pathname.split('/');
  const home = homeSelection(new URLSearchParams(location.search));
  // Following waits for the session: a visitor is shown Latest instead.
  if (location.pathname === '/' && hasPassedGate()) {
    if (home.tab !== 'following') void queryClient.prefetchInfiniteQuery(feedQueryOptions(home));
  } else if (screen === 'video' && param) {
    void queryClient.prefetchQuery(getVideoQueryOptions(decodeURIComponent(param)));
  } else if (screen === 'profile' && param) {
    void queryClient.fetchQuery(getProfileByUsernameQueryOptions(decodeURIComponent(param))).then(
      (user) => queryClient.prefetchInfiniteQuery(getUserVideosQueryOptions(user.id)),
      () => undefined, // the profile screen asks again and shows the error
    );
  }
}
