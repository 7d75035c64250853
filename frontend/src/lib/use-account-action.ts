import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { savePendingAction, takePendingAction } from './pending-action';
import { signInPath } from './safe-next';

/** What /auth finds in the location state when an action sent the visitor there: it goes back instead of forward. */
export interface SignInState {
  returnBack: true;
}

/**
 * Guards actions that need an account. Signed in, `guard(name, action)` runs the action; a visitor
 * is sent to sign in (`/auth?next=<this page>`), and once they are back here signed in,
 * `replays[name]` runs once, at the scroll position they left.
 */
export function useAccountAction(scope: string, replays: Record<string, () => void>) {
  const { data: viewer } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const path = location.pathname + location.search;
  const latest = useRef(replays);
  latest.current = replays;

  useEffect(() => {
    if (!viewer) return;
    const pending = takePendingAction(scope, path);
    if (!pending) return;
    if (pending.scrollY > 0 && Math.abs(window.scrollY - pending.scrollY) > 1) window.scrollTo(0, pending.scrollY);
    latest.current[pending.name]?.();
  }, [viewer, scope, path]);

  return (name: string, action: () => void) => {
    if (viewer) return action();
    savePendingAction({ scope, name, path, scrollY: Math.round(window.scrollY) });
    const state: SignInState = { returnBack: true };
    navigate(signInPath(path), { state });
  };
}
