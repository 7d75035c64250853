import { describe, expect, it } from 'vitest';
import { detectAspectRatio as matchAspectRatio } from '@genalpha/shared/domain';
import { displayRatio } from './aspect-ratio';
import { countLabel } from './count-label';
import { formatCount } from './format-count';
import { captionParts, tagPath } from './hashtags';
import { formatTimeLeft } from './format-duration';
import { formatMegabytes } from './format-size';

describe('formatCount (spec section 9: K from 1,000, M from 1,000,000, one decimal)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1234, '1.2K'],
    [10_000, '10.0K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [1_250_000, '1.3M'],
    [2_000_000_000, '2000.0M'],
  ])('%d → %s', (value, text) => expect(formatCount(value)).toBe(text));
});

describe('countLabel', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [1000, '1.0K views'],
  ])('%d → %s', (count, text) => expect(countLabel(count, 'view')).toBe(text));
});

describe('captionParts (the #words the server also finds for ?tag=)', () => {
  it('cuts a caption into text and hashtags, in any script, ended by whitespace or ASCII punctuation', () => {
    expect(captionParts('Rain #neon, #東京! and #café_2')).toEqual([
      { text: 'Rain ' },
      { tag: 'neon', text: '#neon' },
      { text: ', ' },
      { tag: '東京', text: '#東京' },
      { text: '! and ' },
      { tag: 'café_2', text: '#café_2' },
    ]);
  });

  it('leaves a # glued to a word, a lone # and a caption without hashtags as text', () => {
    expect(captionParts('no#neon here # ok')).toEqual([{ text: 'no#neon here # ok' }]);
    expect(captionParts('#a#b')).toEqual([{ tag: 'a', text: '#a' }, { text: '#b' }]);
    expect(captionParts('')).toEqual([]);
  });

  it('links a tag to the feed filtered by it', () => {
    expect(tagPath('neon city')).toBe('/?tag=neon%20city');
    expect(tagPath('東京')).toBe('/?tag=%E6%9D%B1%E4%BA%AC');
  });
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

describe('sizes and times', () => {
  it('shows megabytes with one decimal and the time left', () => {
    expect(formatMegabytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatTimeLeft(42.2)).toBe('43s left');
    expect(formatTimeLeft(200)).toBe('3m 20s left');
    expect(formatTimeLeft(3900)).toBe('1h 5m left');
  });
});
