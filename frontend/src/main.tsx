import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUserQueryOptions } from './api/session/get-current-user';
import { feedQueryOptions } from './features/feed/api/feed-query';
import { homeSelection } from './features/feed/api/feed-selection';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { hasPassedGate } from './lib/gate-pass';

const queryClient = createQueryClient();
// Who is signed in (every screen's header asks) and the feed's first page are requested while the
// screen's code is still loading; the screen then renders once with both, not again when they arrive.
void queryClient.prefetchQuery(getCurrentUserQueryOptions());
const home = homeSelection(new URLSearchParams(window.location.search));
// Following waits for the session: a visitor is shown Latest instead.
if (window.location.pathname === '/' && hasPassedGate() && home.tab !== 'following') {
  void queryClient.prefetchInfiniteQuery(feedQueryOptions(home));
}

// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for all of it (the boot screen of index.html stays until it is done).
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
