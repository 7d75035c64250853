import { randomBytes } from 'node:crypto';
import { ERRORS } from '@tus/utils';
import { createRedisClient } from '@genalpha/shared';
import { TEST_REDIS_URL } from '@genalpha/testkit';
import { RedisLocker } from './redis-locker';

/** Two lockers on one Redis are two API processes. */
describe('RedisLocker (tus lock per upload across API processes)', () => {
  const prefix = `gat:${randomBytes(6).toString('hex')}:`;
  const clients = [0, 1, 2, 3, 4, 5, 6, 7].map(() => createRedisClient(TEST_REDIS_URL));
  // `two` gives up soon, for the timeout test; `patient` waits as long as `one` (the hand-over's
  // publish, release and retry took over 500 ms on a loaded CI host).
  const [one, two, patient] = [
    new RedisLocker(clients[0], clients[1], prefix, { acquireTimeoutMs: 2000 }),
    new RedisLocker(clients[2], clients[3], prefix, { acquireTimeoutMs: 500 }),
    new RedisLocker(clients[4], clients[5], prefix, { acquireTimeoutMs: 2000 }),
  ];
  beforeAll(() => Promise.all([one, two, patient].map((locker) => locker.subscribed)));
  afterAll(async () => {
    await one.close();
    await two.close();
    await patient.close();
    await Promise.all([clients[0].quit(), clients[2].quit(), clients[4].quit(), clients[6].quit()]);
  });

  it('asks the holder in another process to let go, then takes the lock once it has', async () => {
    const held = one.newLock('uploads/a');
    const events: string[] = [];
    await held.lock(new AbortController().signal, async () => {
      events.push('asked to release');
      await held.unlock();
    });
    await patient.newLock('uploads/a').lock(new AbortController().signal, () => undefined);
    events.push('second holds it');
    expect(events).toEqual(['asked to release', 'second holds it']);
  });

  it('asks again while it waits: a holder that missed the first request still lets go', async () => {
    const late = new RedisLocker(clients[6], clients[7], prefix, { acquireTimeoutMs: 2000, askAgainMs: 100 });
    try {
      const held = late.newLock('uploads/d');
      let asked = 0;
      await held.lock(new AbortController().signal, async () => {
        if (++asked === 2) await held.unlock();
      });
      await late.subscribed;
      // The first request to let go is missed on purpose: this holder answers only the second.
      await patient.newLock('uploads/d').lock(new AbortController().signal, () => undefined);
      expect(asked).toBe(2);
    } finally {
      await late.close();
    }
  });

  it('times out (tus answers 423 for it) while a holder does not let go, and never locks another upload', async () => {
    await one.newLock('uploads/b').lock(new AbortController().signal, () => undefined);
    await expect(two.newLock('uploads/b').lock(new AbortController().signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await two.newLock('uploads/c').lock(new AbortController().signal, () => undefined);
  });
});
