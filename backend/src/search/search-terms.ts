import { TOOLS, ToolOption } from '@genalpha/shared';

/** A query is cut to this many characters before it is read (longer ones are cut, not refused). */
export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;
const MAX_PHRASES = 3;
const MAX_EXCLUDED = 4;
const MAX_TAGS = 3;
const MAX_WORD_LENGTH = 40;

/** What the search box says: words to match, "exact phrases", -excluded words, tool:x and #tags (#12 without a letter is a word: a title's number). */
export interface SearchTerms {
  /** Plain words, in the order typed; the last one is matched as a prefix when `lastIsPrefix`. */
  words: string[];
  lastIsPrefix: boolean;
  phrases: string[][];
  excluded: string[];
  /** tool:x resolved to a tool; `unknown` when x names none (nothing matches). */
  tool: ToolOption | 'unknown' | null;
  tags: string[];
}

/** Letters and digits of any script: everything else (punctuation, emoji, tsquery and LIKE operators) separates words. */
const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH));

/** A #tag: letters, digits and `_` (as video_tag_set reads a caption's hashtags), lowercase. */
const tagsOf = (text: string) => (text.match(/[\p{L}\p{N}_]+/gu) ?? []).map((tag) => tag.slice(0, MAX_WORD_LENGTH).toLowerCase());

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** tool:veo-3, tool:google-veo-3, tool:sora, tool:runway: a tool's value or its label as a slug, whole or its first or last words. */
export function toolNamed(name: string): ToolOption | 'unknown' {
  const wanted = slug(name).replace(/^-+|-+$/g, '');
  const names = (known: string) => known === wanted || known.endsWith(`-${wanted}`) || known.startsWith(`${wanted}-`);
  const found = wanted ? TOOLS.find(({ value, label }) => [value, slug(label)].some(names)) : undefined;
  return found?.value ?? 'unknown';
}

/** Reads the search box (cut to MAX_QUERY_LENGTH); anything it cannot read is a separator, never an error. */
export function parseSearchTerms(query: string): SearchTerms {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const terms: SearchTerms = { words: [], lastIsPrefix: false, phrases: [], excluded: [], tool: null, tags: [] };
  let lastTokenIsWord = false;
  // A quote opens a phrase up to the next quote, or to the end when none closes it.
  for (const [, minus, phrase, token] of text.matchAll(/(-?)"([^"]*)"?|(\S+)/gu)) {
    lastTokenIsWord = false;
    if (phrase !== undefined) {
      const words = wordsOf(phrase);
      if (minus) terms.excluded.push(...words);
      else if (words.length > 0) terms.phrases.push(words);
    } else if (/^tool:./i.test(token)) {
      terms.tool = toolNamed(token.slice(5));
    } else if (/^#.*\p{L}/u.test(token)) {
      terms.tags.push(...tagsOf(token.slice(1)));
    } else if (/^-./.test(token)) {
      terms.excluded.push(...wordsOf(token.slice(1)));
    } else {
      const words = wordsOf(token);
      terms.words.push(...words);
      lastTokenIsWord = words.length > 0;
    }
  }
  terms.lastIsPrefix = lastTokenIsWord && !/\s$/.test(text) && terms.words.length <= MAX_WORDS;
  terms.words = terms.words.slice(0, MAX_WORDS);
  terms.phrases = terms.phrases.slice(0, MAX_PHRASES);
  terms.excluded = terms.excluded.slice(0, MAX_EXCLUDED);
  terms.tags = [...new Set(terms.tags)].slice(0, MAX_TAGS);
  return terms;
}

/** Whether the box asks for something a video must have (not only words it must not have): without it, search answers nothing. */
export const asksForSomething = (terms: SearchTerms) => terms.words.length + terms.phrases.length + terms.tags.length > 0 || terms.tool !== null;

/** Whether a misspelling of `word` is worth looking up: a word with a letter, at least 3 characters. */
export const correctable = (word: string) => word.length >= 3 && /\p{L}/u.test(word);

/** `'word'` for to_tsquery: a word holds letters and digits only, so quoting it is all it needs. */
const lexeme = (word: string, prefix = false) => `'${word}'${prefix ? ':*' : ''}`;

/**
 * The tsquery text of `terms`: every word (or one of its corrections), every phrase in order, no
 * excluded word; null when the box asks for no word at all. `corrections`
 * maps a typed word to the known words it may be a misspelling of.
 */
export function tsqueryOf(terms: SearchTerms, corrections: ReadonlyMap<string, string[]>): string | null {
  const groups = terms.words.map((word, index) => {
    const prefix = terms.lastIsPrefix && index === terms.words.length - 1;
    const alternatives = [lexeme(word, prefix), ...(corrections.get(word) ?? []).map((correction) => lexeme(correction))];
    return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0];
  });
  groups.push(...terms.phrases.map((phrase) => `(${phrase.map((word) => lexeme(word)).join(' <-> ')})`));
  groups.push(...terms.excluded.map((word) => `!${lexeme(word)}`));
  return groups.length > 0 ? groups.join(' & ') : null;
}

/** The words a result may show highlighted: the typed words, their corrections, the phrases' words. */
export function highlightedWords(terms: SearchTerms, corrections: ReadonlyMap<string, string[]>): string[] {
  const words = [...terms.words, ...terms.words.flatMap((word) => corrections.get(word) ?? []), ...terms.phrases.flat()];
  return [...new Set(words.map((word) => word.toLowerCase()))];
}
