import 'virtual:chakra-global.css';
import { previewPainted } from './app/boot-preview';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { createQueryClient } from './app/query-client';
import { nextTask } from './lib/next-task';

// The entry holds only what asks for the first screen's data, so those requests leave as soon as
// this small script has run. Then, each in tasks of its own, as its code arrives (index.html
// preloads both): the theme's styling system, made while the larger app chunk is still on its
// way, and the app, rendered once both are there and the first pictures, drawn into the boot
// screen as their data came in, have painted (see boot-preview.ts).
const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location);
const system = import('./app/theme').then(async ({ appSystem }) => {
  await nextTask();
  appSystem();
});
void import('./app/start').then(({ startApp }) => startApp(queryClient, Promise.all([system, previewPainted()])));
