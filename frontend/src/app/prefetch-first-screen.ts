import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions } from '@/api/session/get-current-user';
import { getVideoQueryOptions } from '@/api/videos/get-video';
import { columnsFor, firstScreenCards } from '@/components/video-card/card-columns';
import { feedQueryOptions } from '@/features/feed/api/feed-query';
import { homeSelection } from '@/features/feed/api/feed-selection';
import { getProfileByUsernameQueryOptions } from '@/features/profile/api/get-profile-by-username';
import { getUserVideosQueryOptions } from '@/features/profile/api/get-user-videos';
import { hasPassedGate } from '@/lib/gate-pass';
import { viewportSize } from '@/lib/viewport';
import { expectPreview, previewAbout, previewAuth, previewFeed, previewPlayer, previewProfile } from './boot-preview';

/** The screen shows the error of a failed request (its query holds it); here there is nothing to preload. */
const nothing = () => undefined;

/**
 * Requests what the first screen shows while its code is still loading, so it renders once with
 * its data instead of asking only once it is there: who is signed in (every screen's header asks),
 * and the feed's first page (of the tab `/` opens on), a video or a profile with its videos, by the
 * address it opens on. The pictures of the first screen show as soon as their data is in, so they
 * do not wait for the app's render: drawn into the boot screen (the feed's first rows, the video
 * page's player, a profile's header and first tiles; see boot-preview.ts).
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  void queryClient.prefetchQuery(getCurrentUserQueryOptions());
  const [, screen, param] = location.pathname.split('/');
  const home = homeSelection(new URLSearchParams(location.search));
  // Following waits for the session: a visitor is shown Latest instead.
  if (location.pathname === '/' && hasPassedGate()) {
    if (home.tab === 'following') return;
    const columns = columnsFor(viewportSize().width, 4);
    const feed = queryClient.fetchInfiniteQuery(feedQueryOptions(home));
    // A tag's feed has a header of its own above the cards: its pictures come with the app's render.
    if (!home.tag) expectPreview(feed.then((first) => previewFeed(first.pages[0].videos, columns, firstScreenCards(columns))));
    else feed.catch(nothing);
  } else if (screen === 'video' && param) {
    expectPreview(queryClient.fetchQuery(getVideoQueryOptions(decodeURIComponent(param))).then(previewPlayer));
  } else if (screen === 'about' && !param) {
    expectPreview(Promise.resolve(previewAbout()));
  } else if (screen === 'auth' && !param) {
    expectPreview(Promise.resolve(previewAuth()));
  } else if (screen === 'profile' && param) {
    expectPreview(
      queryClient
        .fetchQuery(getProfileByUsernameQueryOptions(decodeURIComponent(param)))
        .then(async (user) => previewProfile(user, (await queryClient.fetchInfiniteQuery(getUserVideosQueryOptions(user.id))).pages[0].videos)),
    );
  }
}
