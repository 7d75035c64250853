/**
 * An action a visitor asked for before signing in (a like, a comment, a follow…), kept in
 * sessionStorage while they sign in and carried out once when they are back on the same page.
 */
export const PENDING_ACTION_KEY = 'genalpha.pending-action';
/** A sign-in that takes longer than this does not carry the action out any more. */
export const PENDING_ACTION_TTL_MS = 15 * 60 * 1000;

export interface PendingAction {
  /** Who carries it out, e.g. `video:<id>`. */
  scope: string;
  /** Which action, e.g. `like`. */
  name: string;
  /** The page it was asked for on (pathname + search). */
  path: string;
  scrollY: number;
  at: number;
}

export function savePendingAction(action: Omit<PendingAction, 'at'>, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_ACTION_KEY, JSON.stringify({ ...action, at: now }));
  } catch {
    // Storage refused (private mode, quota): the visitor signs in and does it again.
  }
}

function read(): PendingAction | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PENDING_ACTION_KEY) ?? 'null') as PendingAction | null;
    return parsed && typeof parsed.scope === 'string' && typeof parsed.name === 'string' && typeof parsed.path === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingAction(): void {
  try {
    sessionStorage.removeItem(PENDING_ACTION_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The pending action of `scope` on `path`, removed as it is taken so it runs once; null when there
 * is none, it belongs elsewhere, or it is too old (an old one is dropped).
 */
export function takePendingAction(scope: string, path: string, now = Date.now()): PendingAction | null {
  const pending = read();
  if (!pending) return null;
  if (now - pending.at > PENDING_ACTION_TTL_MS || now < pending.at - 60_000) {
    clearPendingAction();
    return null;
  }
  if (pending.scope !== scope || pending.path !== path) return null;
  clearPendingAction();
  return pending;
}
