import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '@/lib/next-task';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { appSystem } from './theme';

/**
 * Renders the app into the page, in steps of their own: this chunk's evaluation (React, Chakra,
 * the layout), the theme's styling system, then the first render in a transition, which yields
 * to the browser every few milliseconds (the boot screen of index.html stays until it is done).
 */
export async function startApp(queryClient: QueryClient): Promise<void> {
  await nextTask();
  appSystem();
  await nextTask();
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
