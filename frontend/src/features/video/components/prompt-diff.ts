/** One word of a remix's prompt diff: kept from its parent's prompt, added by the remix, or removed from the parent's. */
export interface DiffWord {
  word: string;
  kind: 'same' | 'added' | 'removed';
}

/** How many words of each prompt the diff compares (a prompt is at most a few hundred words; this bounds the table). */
const MAX_WORDS = 400;

const words = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/**
 * The words added and removed between the parent's prompt and the remix's, in order, by the
 * longest common subsequence of their words (case kept, whitespace ignored).
 */
export function promptDiff(parentPrompt: string, prompt: string): DiffWord[] {
  const a = words(parentPrompt);
  const b = words(prompt);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const diff: DiffWord[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      diff.push({ word: a[i], kind: 'same' });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) {
      diff.push({ word: b[j++], kind: 'added' });
    } else {
      diff.push({ word: a[i++], kind: 'removed' });
    }
  }
  return diff;
}
