import { describe, expect, it } from 'vitest';
import type { RumEntry } from '@genalpha/shared/domain';
import { attachRumSink, recordRum } from './collect';
import { pageKind } from './page-kind';
import { measurePlayback } from './playback';
import { RumQueue, beaconBodies } from './rum-queue';
import { sessionSampled } from './sampling';

const entry = (value: number): RumEntry => ({ name: 'LCP', page: 'feed', value });
const parsed = (body: string) => (JSON.parse(body) as { entries: RumEntry[] }).entries;

/** A queue with a hand-driven timer: `fire()` runs the pending flush. */
function queue(maxEntries = 3, maxBytes = 8192) {
  const sent: string[] = [];
  let timer: (() => void) | null = null;
  const q = new RumQueue({
    send: (body) => sent.push(body) > 0,
    maxEntries,
    maxBytes,
    delayMs: 10_000,
    setTimer: (task) => {
      timer = task;
      return () => (timer = null);
    },
  });
  return { q, sent, fire: () => timer?.(), pending: () => timer !== null };
}

describe('RumQueue (batching)', () => {
  it('holds entries until the delay passes, then sends them in one beacon', () => {
    const { q, sent, fire, pending } = queue();
    q.add(entry(1));
    q.add(entry(2));
    expect(sent).toEqual([]);
    expect(pending()).toBe(true);
    fire();
    expect(sent.map(parsed)).toEqual([[entry(1), entry(2)]]);
    expect(pending()).toBe(false);
  });

  it('sends at once when a beacon is full, and starts a new batch', () => {
    const { q, sent, fire } = queue(2);
    q.add(entry(1));
    q.add(entry(2));
    expect(sent.map(parsed)).toEqual([[entry(1), entry(2)]]);
    q.add(entry(3));
    fire();
    expect(sent.map(parsed)).toEqual([[entry(1), entry(2)], [entry(3)]]);
  });

  it('sends what waits on flush (the page hidden) and nothing when nothing waits', () => {
    const { q, sent, pending } = queue();
    q.flush();
    expect(sent).toEqual([]);
    q.add(entry(1));
    q.flush();
    expect(sent.map(parsed)).toEqual([[entry(1)]]);
    expect(pending()).toBe(false);
  });

  it('splits a batch into beacons within the byte limit, each a valid body', () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(i));
    const one = JSON.stringify({ entries: [entry(0)] }).length;
    const bodies = beaconBodies(entries, 40, one * 3);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(one * 3);
    expect(bodies.flatMap(parsed)).toEqual(entries);
  });
});

describe('sessionSampled (sampling)', () => {
  const store = (initial: Record<string, string> = {}) => {
    const data = { ...initial };
    return { data, getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => void (data[key] = value) };
  };

  it('samples by the rate, once per session, and keeps the choice', () => {
    const s = store();
    expect(sessionSampled(0.1, s, () => 0.05)).toBe(true);
    expect(s.data['genalpha.rum']).toBe('on');
    expect(sessionSampled(0.1, s, () => 0.99)).toBe(true);
    const other = store();
    expect(sessionSampled(0.1, other, () => 0.1)).toBe(false);
    expect(sessionSampled(0.1, other, () => 0)).toBe(false);
  });

  it('honours a choice set by hand, and works without storage', () => {
    expect(sessionSampled(0, store({ 'genalpha.rum': 'on' }), () => 1)).toBe(true);
    expect(sessionSampled(1, store({ 'genalpha.rum': 'off' }), () => 0)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(sessionSampled(0.5, broken, () => 0.2)).toBe(true);
    expect(sessionSampled(0.5, null, () => 0.7)).toBe(false);
  });
});

describe('pageKind', () => {
  it.each([
    ['/', 'feed'],
    ['/watch/abc', 'watch'],
    ['/video/abc', 'video'],
    ['/search', 'search'],
    ['/profile/ada', 'profile'],
    ['/reset-password', 'auth'],
    ['/settings/tokens', 'settings'],
    ['/creators', 'other'],
    ['/videos', 'other'],
  ])('%s → %s', (path, kind) => expect(pageKind(path)).toBe(kind));
});

describe('measurePlayback and the hand-over to the reporter', () => {
  it('records time to first frame, stalls once when it stops, and errors by kind, held until the reporter takes them', () => {
    const video = document.createElement('video');
    let clock = 1000;
    const stop = measurePlayback(video, () => clock);
    video.dispatchEvent(new Event('play'));
    clock = 1450;
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('waiting'));
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('waiting'));
    Object.defineProperty(video, 'error', { value: { code: 3 } });
    video.dispatchEvent(new Event('error'));
    stop();
    stop();

    const received: RumEntry[] = [];
    recordRum('CLS', 0.05);
    attachRumSink((e) => received.push(e));
    expect(received).toEqual([
      { name: 'first_frame', page: 'feed', value: 450 },
      { name: 'playback_error', page: 'feed', value: 1, kind: 'decode' },
      { name: 'stalls', page: 'feed', value: 2 },
      { name: 'CLS', page: 'feed', value: 0.05 },
    ]);
    recordRum('LCP', 999_999);
    expect(received.at(-1)).toEqual({ name: 'LCP', page: 'feed', value: 120_000 });
  });
});
