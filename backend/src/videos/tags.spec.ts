import { normaliseTags, tagList } from './tags';

describe('normaliseTags', () => {
  it.each([
    ['ai, art', 'ai, art'],
    ['  ai ,art,, ai ,  , neon  ', 'ai, art, neon'],
    [',,,', ''],
    ['', ''],
    ['Neon, neon', 'Neon, neon'],
    ['multi word tag,  another one ', 'multi word tag, another one'],
  ])('%j → %j', (raw, stored) => {
    expect(normaliseTags(raw)).toBe(stored);
  });

  it('round-trips through tagList', () => {
    expect(tagList(normaliseTags(' a, b ,c '))).toEqual(['a', 'b', 'c']);
    expect(tagList('')).toEqual([]);
  });
});
