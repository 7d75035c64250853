/** How many of a prompt's words "More like this prompt" searches for (every one must match). */
const PROMPT_SEARCH_WORDS = 4;

/**
 * The /search address of videos made from a prompt like `prompt`: its longest distinct words (the
 * most telling ones), followed by a space so the last is matched whole, not as a prefix.
 */
export function promptSearchPath(prompt: string): string {
  const words = [...new Set((prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 3))];
  const telling = [...words].sort((a, b) => b.length - a.length).slice(0, PROMPT_SEARCH_WORDS);
  const inPromptOrder = words.filter((word) => telling.includes(word));
  return `/search?${new URLSearchParams({ q: `${inPromptOrder.join(' ')} ` }).toString()}`;
}
