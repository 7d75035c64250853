import { mediaLimitViolation } from './media-limits';

describe('media limits at probe time', () => {
  const ok = { width: 1920, height: 1080, durationSeconds: 60, frameRate: 30 };

  it('accepts what is within every limit, and the limits themselves', () => {
    expect(mediaLimitViolation(ok)).toBeNull();
    expect(mediaLimitViolation({ width: 8192, height: 8192, durationSeconds: 900, frameRate: 120 })).toBeNull();
    expect(mediaLimitViolation({ ...ok, durationSeconds: null, frameRate: null })).toBeNull();
  });

  it.each([
    [{ width: 8193, height: 16 }, 'The video is 8193×16 pixels; at most 8192 pixels on a side are accepted.'],
    [{ width: 16, height: 9000 }, 'The video is 16×9000 pixels; at most 8192 pixels on a side are accepted.'],
    [{ durationSeconds: 900.5 }, 'The video is longer than 15 minutes.'],
    [{ frameRate: 240 }, 'The video has 240 frames per second; at most 120 are accepted.'],
  ])('refuses %j', (overrides, reason) => {
    expect(mediaLimitViolation({ ...ok, ...overrides })).toBe(reason);
  });
});
