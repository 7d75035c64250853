import type { RumPage } from '@genalpha/shared/domain';

const PREFIXES: Array<[string, RumPage]> = [
  ['/watch/', 'watch'],
  ['/video/', 'video'],
  ['/search', 'search'],
  ['/profile', 'profile'],
  ['/upload', 'upload'],
  ['/auth', 'auth'],
  ['/reset-password', 'auth'],
  ['/verify-email', 'auth'],
  ['/confirm-email', 'auth'],
  ['/settings', 'settings'],
  ['/admin', 'admin'],
];

/** The kind of screen at `pathname` (never its ids), the label a measurement is counted under. */
export function pageKind(pathname: string): RumPage {
  if (pathname === '/') return 'feed';
  return PREFIXES.find(([prefix]) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))?.[1] ?? 'other';
}
