/** Tags as the server stores them ("a, b"), split for display. */
export function splitTags(tags: string | null | undefined): string[] {
  return normalizeTags((tags ?? '').split(','));
}

/** Trimmed, without empties or duplicates, in first-seen order. */
export function normalizeTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/** The upload payload's one comma-and-space separated string. */
export function joinTags(tags: string[]): string {
  return normalizeTags(tags).join(', ');
}
