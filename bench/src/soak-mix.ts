import autocannon from 'autocannon';
import { randomOf } from './load';

export interface SoakUser {
  id: string;
  cookie: string;
}

export interface SoakTargets {
  users: SoakUser[];
  /** The most commented videos: where reads and writes meet. */
  hotVideoIds: string[];
  videoIds: string[];
  creatorIds: string[];
}

/** The mix: 70% feed and detail reads, 20% comments and notifications reads, 10% writes. */
export const SOAK_MIX = [
  { kind: 'feed', share: 0.3 },
  { kind: 'creator videos', share: 0.05 },
  { kind: 'detail', share: 0.35 },
  { kind: 'comments', share: 0.1 },
  { kind: 'notifications', share: 0.1 },
  { kind: 'like/unlike', share: 0.04 },
  { kind: 'comment', share: 0.03 },
  { kind: 'follow/unfollow', share: 0.03 },
] as const;
export type SoakKind = (typeof SOAK_MIX)[number]['kind'];

export function pickKind(roll: number): SoakKind {
  let upTo = 0;
  for (const { kind, share } of SOAK_MIX) {
    upTo += share;
    if (roll < upTo) return kind;
  }
  return SOAK_MIX[SOAK_MIX.length - 1].kind;
}

type Planned = Pick<autocannon.Request, 'method' | 'path' | 'body'> & { signedIn: boolean };

/** One request of the mix; half the reads come from signed-in users (their isLiked work included). */
export function planRequest(kind: SoakKind, targets: SoakTargets, user: SoakUser): Planned {
  const video = () => (Math.random() < 0.5 ? randomOf(targets.hotVideoIds) : randomOf(targets.videoIds));
  const signedIn = Math.random() < 0.5;
  switch (kind) {
    case 'feed':
      return { method: 'GET', path: '/api/videos?limit=24', signedIn };
    case 'creator videos':
      return { method: 'GET', path: `/api/videos/user/${randomOf(targets.creatorIds)}?limit=24`, signedIn };
    case 'detail':
      return { method: 'GET', path: `/api/videos/${video()}`, signedIn };
    case 'comments':
      return { method: 'GET', path: `/api/videos/${randomOf(targets.hotVideoIds)}/comments?limit=24`, signedIn };
    case 'notifications':
      return { method: 'GET', path: Math.random() < 0.5 ? '/api/notifications?limit=24' : '/api/notifications/unread-count', signedIn: true };
    case 'like/unlike':
      return { method: Math.random() < 0.6 ? 'POST' : 'DELETE', path: `/api/videos/${video()}/like`, signedIn: true };
    case 'comment':
      return {
        method: 'POST',
        path: `/api/videos/${video()}/comments`,
        body: JSON.stringify({ text: `Soak comment ${Math.random().toString(36).slice(2)}` }),
        signedIn: true,
      };
    case 'follow/unfollow': {
      let target = randomOf(targets.creatorIds);
      while (target === user.id) target = randomOf(targets.creatorIds);
      return { method: Math.random() < 0.6 ? 'POST' : 'DELETE', path: `/api/users/${target}/follow`, signedIn: true };
    }
  }
}

/** The autocannon request that draws from the mix, counting what it sends. */
export function soakRequest(targets: SoakTargets, sent: Map<SoakKind, number>): autocannon.Request {
  return {
    setupRequest: (req) => {
      const kind = pickKind(Math.random());
      sent.set(kind, (sent.get(kind) ?? 0) + 1);
      const user = randomOf(targets.users);
      const planned = planRequest(kind, targets, user);
      const headers: Record<string, string> = {};
      if (planned.signedIn) headers.cookie = user.cookie;
      if (planned.body) headers['content-type'] = 'application/json';
      return { ...req, method: planned.method, path: planned.path, body: planned.body, headers };
    },
  };
}
