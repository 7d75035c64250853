/** 'like' or 'likes': the word after a count, for what a screen reader hears on a count button. */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
