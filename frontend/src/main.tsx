import 'virtual:chakra-global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';

const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location);

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
