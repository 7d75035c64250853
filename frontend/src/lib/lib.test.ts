import { describe, expect, it } from 'vitest';
import { displayRatio, matchAspectRatio } from './aspect-ratio';
import { formatCount } from './format-count';
import { formatTimeLeft } from './format-duration';
import { formatMegabytes } from './format-size';
import { joinTags, normalizeTags, splitTags } from './tags';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [999_949, '999.9K'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
  ])('%d → %s', (value, text) => expect(formatCount(value)).toBe(text));
});

describe('matchAspectRatio', () => {
  it.each([
    [1920, 1080, '16:9'],
    [1080, 1920, '9:16'],
    [1000, 1000, '1:1'],
    [1024, 768, '4:3'],
    [768, 1024, '3:4'],
    [2560, 1080, '21:9'],
    [1850, 1000, '16:9'],
    [500, 200, '5:2'],
  ])('%d×%d → %s (tolerance 0.1)', (width, height, ratio) => expect(matchAspectRatio(width, height)).toBe(ratio));

  it('reserves a card box from dimensions, then the stored ratio, else 16/9', () => {
    expect(displayRatio({ width: 720, height: 1280, aspectRatio: '16:9' })).toBeCloseTo(0.5625);
    expect(displayRatio({ aspectRatio: '4:3' })).toBeCloseTo(4 / 3);
    expect(displayRatio({ aspectRatio: 'auto' })).toBeCloseTo(16 / 9);
  });
});

describe('tags', () => {
  it('trims, drops empties and duplicates, joins with a comma and a space', () => {
    expect(normalizeTags([' a', 'b ', '', 'a', '  '])).toEqual(['a', 'b']);
    expect(joinTags(['rain', ' city', 'rain'])).toBe('rain, city');
    expect(splitTags('rain, city,, rain')).toEqual(['rain', 'city']);
    expect(splitTags(null)).toEqual([]);
  });
});

describe('sizes and times', () => {
  it('shows megabytes with one decimal and the time left', () => {
    expect(formatMegabytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatTimeLeft(42.2)).toBe('43s left');
    expect(formatTimeLeft(200)).toBe('3m 20s left');
    expect(formatTimeLeft(3900)).toBe('1h 5m left');
  });
});
