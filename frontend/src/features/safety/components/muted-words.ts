import { MUTED_WORD_MAX, MUTED_WORD_TOO_LONG, MUTED_WORDS_MAX } from '@genalpha/shared/domain';
/** The list with `typed` added as the server keeps it (trimmed, lowercased, once), or why it cannot be. */
export function addMutedWord(words: string[], typed: string): { words: string[] } | { problem: string } {
  const word = typed.trim().toLowerCase();
  if (!word) return { problem: 'Type a word or #tag to mute' };
  if (word.length > MUTED_WORD_MAX) return { problem: MUTED_WORD_TOO_LONG };
  if (words.includes(word)) return { problem: 'Already muted' };
  if (words.length >= MUTED_WORDS_MAX) return { problem: `You can mute up to ${MUTED_WORDS_MAX} words` };
  return { words: [...words, word] };
}
