import { describe, expect, it } from 'vitest';
import { promptDiff } from './prompt-diff';

describe('promptDiff', () => {
  it('marks the words a remix added and removed from its parent prompt, in order', () => {
    expect(promptDiff('a neon city at dusk', 'a neon city at dawn 35mm')).toEqual([
      { word: 'a', kind: 'same' },
      { word: 'neon', kind: 'same' },
      { word: 'city', kind: 'same' },
      { word: 'at', kind: 'same' },
      { word: 'dawn', kind: 'added' },
      { word: '35mm', kind: 'added' },
      { word: 'dusk', kind: 'removed' },
    ]);
    expect(promptDiff('slow pan, rain', 'slow dolly pan').map((w) => `${w.kind}:${w.word}`)).toEqual([
      'same:slow',
      'added:dolly',
      'added:pan',
      'removed:pan,',
      'removed:rain',
    ]);
  });

  it('is all kept for the same prompt, all added from an empty one, and ignores extra whitespace', () => {
    expect(promptDiff('slow  pan\n', 'slow pan').every((w) => w.kind === 'same')).toBe(true);
    expect(promptDiff('', 'new words')).toEqual([
      { word: 'new', kind: 'added' },
      { word: 'words', kind: 'added' },
    ]);
  });

  it('bounds the words it compares', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ');
    expect(promptDiff(long, long).length).toBe(400);
  });
});
