import 'virtual:chakra-global.css';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { createQueryClient } from './app/query-client';

// The entry holds only what asks for the first screen's data, so those requests leave as soon as
// this small script has run; the app's code (preloaded by index.html) is evaluated after, apart.
const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location);
void import('./app/start').then(({ startApp }) => startApp(queryClient));
