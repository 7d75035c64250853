import { SOAK_MIX, SoakKind, pickKind, planRequest } from './soak-mix';

const share = (kinds: SoakKind[]) => SOAK_MIX.filter((m) => kinds.includes(m.kind)).reduce((sum, m) => sum + m.share, 0);

describe('soak mix', () => {
  it('is the issue’s 70% feed and detail, 20% comments and notifications, 10% writes', () => {
    expect(share(['feed', 'creator videos', 'detail'])).toBeCloseTo(0.7);
    expect(share(['comments', 'notifications'])).toBeCloseTo(0.2);
    expect(share(['like/unlike', 'comment', 'follow/unfollow'])).toBeCloseTo(0.1);
    expect(pickKind(0)).toBe('feed');
    expect(pickKind(0.999999)).toBe('follow/unfollow');
  });

  it('writes as a signed-in user, and never follows oneself', () => {
    const me = { id: 'me', cookie: 'c' };
    const targets = { users: [me], hotVideoIds: ['v1'], videoIds: ['v2'], creatorIds: ['me', 'other'] };
    for (let i = 0; i < 50; i++) {
      const follow = planRequest('follow/unfollow', targets, me);
      expect(follow).toMatchObject({ path: '/api/users/other/follow', signedIn: true });
      expect(planRequest('comment', targets, me)).toMatchObject({ method: 'POST', signedIn: true });
    }
  });
});
