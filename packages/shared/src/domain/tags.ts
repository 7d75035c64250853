/** Trimmed, without empties or repeats, in first-seen order. */
export function normaliseTagList(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))];
}

/** Comma-separated tags as stored: split on commas, normalised, joined with ', '. */
export function normaliseTags(raw: string): string {
  return joinTags(raw.split(','));
}

/** A list of tags as the one comma-and-space separated string the API takes and stores. */
export function joinTags(tags: readonly string[]): string {
  return normaliseTagList(tags).join(', ');
}

/** Tags as the API sends them ("a, b", maybe missing), split and normalised for display. */
export function splitTags(tags: string | null | undefined): string[] {
  return normaliseTagList((tags ?? '').split(','));
}

/** A stored (already normalised) tag string as its list. */
export function tagList(tags: string): string[] {
  return tags === '' ? [] : tags.split(', ');
}
