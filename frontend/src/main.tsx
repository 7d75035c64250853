import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { feedTagOf, getFeedQueryOptions } from './features/feed/api/get-feed';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { hasPassedGate } from './lib/gate-pass';

const queryClient = createQueryClient();
// The feed's first page is requested while its screen's code is still loading.
if (window.location.pathname === '/' && hasPassedGate()) {
  void queryClient.prefetchInfiniteQuery(getFeedQueryOptions(feedTagOf(new URLSearchParams(window.location.search))));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
