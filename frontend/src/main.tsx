import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUserQueryOptions } from './api/session/get-current-user';
import { feedTagOf, getFeedQueryOptions } from './features/feed/api/get-feed';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { hasPassedGate } from './lib/gate-pass';

const queryClient = createQueryClient();
// Who is signed in (every screen's header asks) and the feed's first page are requested while the
// screen's code is still loading; the screen then renders once with both, not again when they arrive.
void queryClient.prefetchQuery(getCurrentUserQueryOptions());
if (window.location.pathname === '/' && hasPassedGate()) {
  void queryClient.prefetchInfiniteQuery(getFeedQueryOptions(feedTagOf(new URLSearchParams(window.location.search))));
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
