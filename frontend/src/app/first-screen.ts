import { prefetchFirstScreen } from './prefetch-first-screen';
import { createQueryClient } from './query-client';
import { screens } from './screens';

/**
 * Run by its own small script before the main one (index.html): the code and the data of the screen
 * the app opens on are requested at once, while the main script is still starting (its UI library
 * builds the theme: on a phone some hundreds of milliseconds in which the network would otherwise idle).
 */
export const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location);

function screenCodeFor(pathname: string) {
  switch (pathname.split('/')[1]) {
    case '':
      return screens.home;
    case 'video':
      return screens.video;
    case 'profile':
      return screens.profile;
    default:
      return undefined;
  }
}

// The router asks for the same chunk when it renders, and shows the error if it cannot load.
void screenCodeFor(window.location.pathname)?.().catch(() => undefined);
