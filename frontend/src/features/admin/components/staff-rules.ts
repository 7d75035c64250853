import type { CurrentUser } from '@/api/types';
import type { AdminVideo, UserRole } from '../api/types';

/** Who may act on whom, as the server decides it (403 otherwise): the console offers only what it will do. */

/** Moderators suspend ordinary accounts; admins anyone but themselves. */
export function canSuspend(viewer: CurrentUser, account: { id: string; role: UserRole }): boolean {
  if (account.id === viewer.id) return false;
  return viewer.role === 'admin' || account.role === 'user';
}

/** Why the viewer may not restore or remove this video (or dismiss its reports), or null when they may. */
export function decisionRefused(viewer: CurrentUser, video: AdminVideo): string | null {
  if (video.creator.id === viewer.id) return 'Your own video: someone else on the team decides.';
  if (viewer.role !== 'admin' && video.creator.role !== 'user')
    return `A${video.creator.role === 'admin' ? 'n admin' : ' moderator'}'s video: an admin decides.`;
  return null;
}
