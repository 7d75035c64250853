import { ShortLivedCache } from './short-lived-cache';

describe('ShortLivedCache', () => {
  afterEach(() => jest.useRealTimers());

  it('answers from memory within its time, then loads again', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new ShortLivedCache<string, number>(1_000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    jest.setSystemTime(999);
    expect(await cache.get('a', load)).toBe(1);
    jest.setSystemTime(1_000);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('loads a key once at a time', async () => {
    const cache = new ShortLivedCache<string, number>(1_000, 10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
  });

  it('forgets keys, and keeps nothing a load forgotten while under way read', async () => {
    const cache = new ShortLivedCache<string, string>(60_000, 10);
    let release!: () => void;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = () => resolve('stale'))));
    cache.forget(['a']);
    release();
    expect(await slow).toBe('stale');
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
    cache.forgetAll();
    expect(await cache.get('a', async () => 'fresher')).toBe('fresher');
  });

  it('keeps at most its number of keys, dropping the oldest', async () => {
    const cache = new ShortLivedCache<string, string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'again')).toBe('c');
  });

  it('keeps no failure', async () => {
    const cache = new ShortLivedCache<string, string>(60_000, 2);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });
});
