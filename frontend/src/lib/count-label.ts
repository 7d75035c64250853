import { formatCount } from './format-count';

/** 'like' or 'likes': the word after a count, for what a screen reader hears on a count button. */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** '1 view', '12 views', '1.2K views': a formatted count with its word. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${countNoun(count, singular, plural)}`;
}
