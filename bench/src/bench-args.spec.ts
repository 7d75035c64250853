import { PROFILES, parseBenchArgs, wanted } from './bench-args';

describe('parseBenchArgs', () => {
  it('runs everything at the issue sizes by default, the small data set with --quick', () => {
    expect(parseBenchArgs([])).toEqual({ profile: PROFILES.full, only: [], parts: [] });
    expect(PROFILES.full.seed).toMatchObject({ users: 10_000, videos: 100_000, likes: 1_000_000, comments: 300_000, follows: 200_000 });
    expect(parseBenchArgs(['--quick'])).toEqual({ profile: PROFILES.quick, only: [], parts: [] });
  });

  it('picks scenarios by number and refuses anything else', () => {
    expect(parseBenchArgs(['--only', '1,5', '--quick']).only).toEqual([1, 5]);
    expect(() => parseBenchArgs(['--only', '18'])).toThrow(/from 1 to 17/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/unknown option --fast/);
    expect(() => parseBenchArgs(['--only', '8x8'])).toThrow(/from 1 to 17/);
  });

  it('picks one lettered result of a scenario, and only the groups and parts that make it', () => {
    const args = parseBenchArgs(['--only', '8a,3']);
    expect(args).toMatchObject({ only: [8, 3], parts: ['8a'] });
    expect([wanted(args, ['8a', '8b', '8c']), wanted(args, ['8b']), wanted(args, ['8d', '8e']), wanted(args, ['3', '4'])]).toEqual([true, false, false, true]);
    expect(wanted(parseBenchArgs(['--only', '8']), ['8d'])).toBe(true);
    expect(wanted(parseBenchArgs([]), ['1'])).toBe(true);
    expect(wanted(parseBenchArgs(['--only', '1e,4e']), ['1', '2'])).toBe(true);
  });
});
