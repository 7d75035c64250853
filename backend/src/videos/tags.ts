/** Splits on commas, trims, drops empties and repeats, and joins with ', ' (the stored form). */
export function normaliseTags(raw: string): string {
  const tags = raw
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)].join(', ');
}

export function tagList(tags: string): string[] {
  return tags === '' ? [] : tags.split(', ');
}
