import { House, Trophy, type LucideIcon } from 'lucide-react';

export type TabKey = 'feed' | 'upload' | 'creators' | 'search';

/** The tab a path belongs to; none for pages outside them (e.g. /auth, /video/…, /profile). */
export function activeTab(pathname: string): TabKey | null {
  if (pathname === '/') return 'feed';
  if (pathname === '/upload' || pathname.startsWith('/upload/')) return 'upload';
  if (pathname === '/creators' || pathname.startsWith('/creators/')) return 'creators';
  if (pathname === '/search') return 'search';
  return null;
}

export const SIDE_TABS: { key: Exclude<TabKey, 'upload' | 'search'>; to: string; label: string; icon: LucideIcon }[] = [
  { key: 'feed', to: '/', label: 'Feed', icon: House },
  { key: 'creators', to: '/creators', label: 'Creators', icon: Trophy },
];

/** Upload sends a signed-out visitor to /auth (spec). */
export const uploadPath = (signedIn: boolean) => (signedIn ? '/upload' : '/auth');
