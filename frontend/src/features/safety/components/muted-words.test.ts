import { describe, expect, it } from 'vitest';
import { addMutedWord } from './muted-words';
import { MUTED_WORDS_MAX } from '@genalpha/shared/domain';

describe('addMutedWord', () => {
  it('keeps a word as the server does: trimmed, lowercased, once', () => {
    expect(addMutedWord(['cats'], '  #Horror ')).toEqual({ words: ['cats', '#horror'] });
    expect(addMutedWord(['cats'], 'CATS')).toEqual({ problem: 'Already muted' });
  });

  it('takes patterns literally and refuses empty, too long and too many', () => {
    expect(addMutedWord([], '.*')).toEqual({ words: ['.*'] });
    expect(addMutedWord([], '   ')).toEqual({ problem: 'Type a word or #tag to mute' });
    expect(addMutedWord([], 'x'.repeat(101))).toEqual({ problem: 'A muted word must be 100 characters or less' });
    const full = Array.from({ length: MUTED_WORDS_MAX }, (_, i) => `w${i}`);
    expect(addMutedWord(full, 'one more')).toEqual({ problem: 'You can mute up to 100 words' });
  });
});
