import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions } from '@/api/session/get-current-user';
import { openGate } from '@/features/gate/components/gate';
import { hasPassedGate } from '@/lib/gate-pass';
import { preloadAppChunks } from './app-chunks';
import { GATE_OPEN_ATTRIBUTE, gateOpensFirst } from './first-screen-requests';
import { ALPHA_GATE_PASSED_KEY } from '@genalpha/shared/domain';

/** Whether this visit opens on the alpha gate (index.html's script has marked it already, except under the dev server). */
export function opensOnGate(): boolean {
  if (document.documentElement.hasAttribute(GATE_OPEN_ATTRIBUTE)) return true;
  // hasPassedGate reads the flag where storage may be refused.
  const flag = { getItem: () => (hasPassedGate() ? 'true' : null) };
  return gateOpensFirst(window.location.pathname, flag, ALPHA_GATE_PASSED_KEY);
}

/**
 * A visit that opens on the alpha gate: index.html has drawn it, and the app's code is requested
 * only when the visitor opens the keyhole. Resolves, with the gate closed, once the visitor has
 * passed it, or as soon as the API says they are signed in (the gate is for visitors: someone signed
 * in without the flag in this browser sees it only until that answer); the app then renders where
 * the visit opened.
 */
export function passFirstVisitGate(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const leave = () => {
      close();
      resolve();
    };
    const close = openGate({ onOpened: preloadAppChunks, onPassed: leave });
    queryClient.fetchQuery(getCurrentUserQueryOptions()).then(
      (user) => {
        if (user) leave();
      },
      // Whether they are signed in is asked again by the app, after the gate.
      () => undefined,
    );
  });
}
