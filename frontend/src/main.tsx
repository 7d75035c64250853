import 'virtual:chakra-global.css';
import { preloadAppChunks } from './app/app-chunks';
import { previewPainted } from './app/boot-preview';
import { opensOnGate, passFirstVisitGate } from './app/first-visit-gate';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { createQueryClient } from './app/query-client';
import { applyAppStyles } from './lib/app-styles';
import { nextTask } from './lib/next-task';
import { startRum } from './lib/rum/start';

// The entry holds only what asks for the first screen's data, so those requests leave as soon as
// this small script has run. On the feed, a video page and a profile the first pictures, drawn into
// the boot screen as their data comes in (see boot-preview.ts), then have the network to themselves: on a
// phone's network 150 KB of the app's code would hold them back by a second. Once they have painted
// (at most a second), or at once on other screens (where index.html has requested them already),
// the app's chunks are requested, and each runs in tasks of its own as it arrives: the theme's
// styling system, made a step per task while the larger app chunk is still on its way, and the app,
// rendered once both are there and its stylesheet is applied (index.html paints without waiting for it).
// A visit that opens on the alpha gate (index.html draws it) asks for the app only when the keyhole
// is opened, and starts it once the gate is passed.
const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location);
const onGate = opensOnGate();
// The gate is drawn by index.html's own styles: the app's apply once it is passed.
const styles = onGate ? undefined : applyAppStyles();

function startTheApp() {
  preloadAppChunks();
  const appStyles = styles ?? applyAppStyles();
  const system = import('./app/theme').then(async ({ makeAppSystem }) => {
    await nextTask();
    await makeAppSystem();
  });
  void import('./app/start').then(({ startApp }) => startApp(queryClient, Promise.all([system, appStyles])));
}

// Real user measurements: their reporter is loaded once the page is idle, for a sample of visits.
if (onGate) {
  void passFirstVisitGate(queryClient).then(startTheApp);
  startRum();
} else {
  void previewPainted().then(() => {
    startTheApp();
    startRum();
  });
}
