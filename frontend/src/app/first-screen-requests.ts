/** What the app's first requests depend on, from the modules that own each (see firstScreenRequestsOf). */
export interface FirstScreenKeys {
  /** localStorage's alpha-gate flag (lib/gate-pass.ts). */
  gateKey: string;
  /** localStorage's remembered feed tab (features/feed/api/feed-selection.ts). */
  feedTabKey: string;
  /** The feed's page size (features/feed/api/get-feed.ts). */
  feedPageSize: number;
}

/**
 * The API requests the app makes first when a visit opens at `path` + `search`: who is signed in, and
 * what the screen shows (Latest's first page at a bare `/` past the gate, a video, a profile).
 * index.html asks for them as it is parsed, before any script has arrived (the build writes this
 * function into it, so it uses nothing but its arguments); the API client takes those answers
 * when the app asks for the same URLs (api/early-responses.ts). A URL that differs from the app's
 * is only a request the app does not use.
 */
export function firstScreenRequests(path: string, search: string, storage: Pick<Storage, 'getItem'>, keys: FirstScreenKeys): string[] {
  const requests = ['/api/user'];
  const video = /^\/video\/([^/]+)\/?$/.exec(path);
  const profile = /^\/profile\/([^/]+)\/?$/.exec(path);
  const latest = ['latest', null].includes(storage.getItem(keys.feedTabKey));
  if (path === '/' && search === '' && latest && storage.getItem(keys.gateKey) === 'true') requests.push(`/api/videos?limit=${keys.feedPageSize}`);
  else if (video) requests.push(`/api/videos/${video[1]}`);
  else if (profile) requests.push(`/api/users/username/${profile[1]}`);
  return requests;
}

/** On `<html>` while the alpha gate is shown: index.html's styles draw the gate then. */
export const GATE_OPEN_ATTRIBUTE = 'data-gate';

/**
 * Whether a visit opening at `path` shows the alpha gate first (`/` and `/secret` to a visitor who has
 * not passed it): index.html then draws it before any script has arrived, and the app's code waits
 * until the gate opens (the build writes this function into index.html too, so it uses nothing but
 * its arguments). Whether the visitor is signed in is only known once the API answers.
 */
export function gateOpensFirst(path: string, storage: Pick<Storage, 'getItem'>, gateKey: string): boolean {
  return (path === '/' || path === '/secret') && storage.getItem(gateKey) !== 'true';
}
