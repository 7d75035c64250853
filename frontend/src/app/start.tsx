import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '@/lib/next-task';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * Renders the app into the page once it may (`ready`: the theme's styling system is made, the boot
 * screen's pictures have painted), in a task after this chunk's evaluation, and in a transition,
 * which yields to the browser every few milliseconds (the boot screen stays until it is done).
 */
export async function startApp(queryClient: QueryClient, ready: Promise<unknown>): Promise<void> {
  await ready;
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
