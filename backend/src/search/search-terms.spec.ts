import { MAX_QUERY_LENGTH, asksForSomething, parseSearchTerms, toolNamed, tsqueryOf } from './search-terms';

describe('search terms (the search box as read)', () => {
  it('reads words, the last one as a prefix unless a space follows', () => {
    expect(parseSearchTerms('Cinematic dragn')).toMatchObject({ words: ['Cinematic', 'dragn'], lastIsPrefix: true });
    expect(parseSearchTerms('cinematic dragon ')).toMatchObject({ words: ['cinematic', 'dragon'], lastIsPrefix: false });
  });

  it('reads "phrases" (an unmatched quote runs to the end), -words, tool:x and #tags', () => {
    expect(parseSearchTerms('"red dragon" fjord -sora -"paper boat" tool:veo-3 #Fantasy #café_2')).toEqual({
      words: ['fjord'],
      lastIsPrefix: false,
      phrases: [['red', 'dragon']],
      excluded: ['sora', 'paper', 'boat'],
      tool: 'google-veo-3',
      tags: ['fantasy', 'café_2'],
    });
    expect(parseSearchTerms('"red dragon').phrases).toEqual([['red', 'dragon']]);
  });

  it('reads #12 (no letter) as a word, as in a title', () => {
    expect(parseSearchTerms('A neon city at dusk #1001')).toMatchObject({ words: ['A', 'neon', 'city', 'at', 'dusk', '1001'], tags: [] });
  });

  it('names tools by value, label or their last words', () => {
    expect(toolNamed('veo-3')).toBe('google-veo-3');
    expect(toolNamed('Sora')).toBe('openai-sora');
    expect(toolNamed('runway-gen-3')).toBe('runway-gen-3');
    expect(toolNamed('dream-machine')).toBe('luma-dream-machine');
    expect(toolNamed('runway')).toBe('runway-gen-3');
    expect(toolNamed('gen')).toBe('unknown');
    expect(toolNamed('-')).toBe('unknown');
  });

  it('treats every tsquery and LIKE operator, emoji and control character as a separator', () => {
    const terms = parseSearchTerms('a&b|c!d(e)f:g*h');
    expect(terms.words).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(tsqueryOf(terms, new Map())).toBe("'a' & 'b' & 'c' & 'd' & 'e' & 'f' & 'g' & 'h':*");
    expect(parseSearchTerms("h%i_j\\k'l 🐉 m\u0000n").words).toEqual(['h', 'i', 'j', 'k', 'l', 'm', 'n']);
  });

  it('keeps right-to-left words whole', () => {
    expect(parseSearchTerms('تنين سينمائي').words).toEqual(['تنين', 'سينمائي']);
  });

  it('cuts a long query, and keeps at most 8 words', () => {
    expect(parseSearchTerms('a b c d e f g h i j')).toMatchObject({ words: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], lastIsPrefix: false });
    expect(parseSearchTerms(`${'x'.repeat(MAX_QUERY_LENGTH)} dragon`).words).toEqual(['x'.repeat(40)]);
  });

  it('writes the tsquery: corrections as alternatives, phrases in order, exclusions negated', () => {
    const terms = parseSearchTerms('"red dragon" cinematik drag -sora');
    const corrections = new Map([['cinematik', ['cinematic']]]);
    expect(tsqueryOf(terms, corrections)).toBe("('cinematik' | 'cinematic') & 'drag' & ('red' <-> 'dragon') & !'sora'");
    expect(tsqueryOf(parseSearchTerms('cinematic drag'), new Map())).toBe("'cinematic' & 'drag':*");
  });

  it('asks for nothing with only exclusions or punctuation', () => {
    expect(asksForSomething(parseSearchTerms('-dragon'))).toBe(false);
    expect(asksForSomething(parseSearchTerms('!!! ***'))).toBe(false);
    expect(asksForSomething(parseSearchTerms('tool:sora'))).toBe(true);
    expect(asksForSomething(parseSearchTerms('#neon'))).toBe(true);
  });
});
