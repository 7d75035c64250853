import { joinTags, normaliseTagList, normaliseTags, splitTags, tagList } from './tags';

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

describe('tag lists (the web client)', () => {
  it('trims, drops empties and duplicates, joins with a comma and a space', () => {
    expect(normaliseTagList([' a', 'b ', '', 'a', '  '])).toEqual(['a', 'b']);
    expect(joinTags(['rain', ' city', 'rain'])).toBe('rain, city');
    expect(splitTags('rain, city,, rain')).toEqual(['rain', 'city']);
    expect(splitTags(null)).toEqual([]);
  });
});
