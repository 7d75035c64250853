import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/first-screen';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

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
