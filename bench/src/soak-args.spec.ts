import { parseSoakArgs } from './soak-args';

describe('parseSoakArgs', () => {
  it('runs 5 minutes at 100 connections by default; --minutes 1 for a short run', () => {
    expect(parseSoakArgs([])).toEqual({ minutes: 5, connections: 100, writers: 300 });
    expect(parseSoakArgs(['--minutes', '1'])).toEqual({ minutes: 1, connections: 100, writers: 300 });
  });

  it('refuses unknown options and values that are not whole numbers', () => {
    expect(() => parseSoakArgs(['--hours', '1'])).toThrow(/unknown option --hours/);
    expect(() => parseSoakArgs(['--minutes', '0.5'])).toThrow(/whole number/);
    expect(() => parseSoakArgs(['--minutes'])).toThrow(/whole number/);
  });
});
