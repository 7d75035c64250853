import { PROFILES, parseBenchArgs } from './bench-args';

describe('parseBenchArgs', () => {
  it('runs everything at the issue sizes by default, the small data set with --quick', () => {
    expect(parseBenchArgs([])).toEqual({ profile: PROFILES.full, only: [] });
    expect(PROFILES.full.seed).toMatchObject({ users: 10_000, videos: 100_000, likes: 1_000_000, comments: 300_000, follows: 200_000 });
    expect(parseBenchArgs(['--quick'])).toEqual({ profile: PROFILES.quick, only: [] });
  });

  it('picks scenarios by number and refuses anything else', () => {
    expect(parseBenchArgs(['--only', '1,5', '--quick']).only).toEqual([1, 5]);
    expect(() => parseBenchArgs(['--only', '15'])).toThrow(/from 1 to 14/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/unknown option --fast/);
  });
});
