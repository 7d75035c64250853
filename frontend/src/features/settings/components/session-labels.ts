import { timeAgo } from '@/lib/relative-time';
import type { AccountSession } from '../api/get-account-sessions';

/** "Firefox 133 on macOS", or as much of it as the User-Agent told. */
export function deviceLabel({ browser, os }: Pick<AccountSession, 'browser' | 'os'>): string {
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

/** This device is active now; another one as of its last recorded request (to the minute). */
export function activityLabel({ current, lastActiveAt }: Pick<AccountSession, 'current' | 'lastActiveAt'>): string | undefined {
  if (current) return 'Active now';
  return lastActiveAt ? `Active ${timeAgo(lastActiveAt)}` : undefined;
}
