/**
 * A caption's `#words`: `#` and what follows up to whitespace or ASCII punctuation other than
 * `_`, not glued to a word before it. The server finds the same ones for `?tag=` (the
 * video_tag_set() function of migration 1764000000600-VideoTagIndex).
 */
const HASHTAG = /(?<![^\s!-/:-@[-^`{-~])#([^\s!-/:-@[-^`{-~]+)/gu;

export type CaptionPart = { text: string } | { tag: string; text: string };

/** The caption cut into plain text and hashtags, in order. */
export function captionParts(caption: string): CaptionPart[] {
  const parts: CaptionPart[] = [];
  let last = 0;
  for (const match of caption.matchAll(HASHTAG)) {
    if (match.index > last) parts.push({ text: caption.slice(last, match.index) });
    parts.push({ tag: match[1], text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < caption.length) parts.push({ text: caption.slice(last) });
  return parts;
}

/** The feed filtered by a tag. */
export function tagPath(tag: string): string {
  return `/?tag=${encodeURIComponent(tag)}`;
}
