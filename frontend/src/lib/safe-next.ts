/**
 * The `next` of `/auth?next=…` when it is a path on this site, else null: it must start with one
 * `/`, carry no backslash, control character or scheme, and stay on this origin once resolved.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read `\` as `/` (`/\evil.example` is another site) and drop tabs and newlines.
  if (raw.includes('\\') || [...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const origin = 'https://genalpha.invalid';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Back to sign-in would be a loop.
  if (url.pathname === '/auth') return null;
  return path;
}

/** `/auth?next=<path>` for the given same-site path. */
export function signInPath(next: string): string {
  return safeNextPath(next) ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
