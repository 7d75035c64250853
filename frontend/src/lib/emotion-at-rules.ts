import type { EmotionCache } from '@emotion/cache';

/**
 * Puts the at-rules emotion inserts (Chakra wraps recipes in `@layer recipes`, responsive styles in
 * `@media`) into <style> elements of their own, a new one for each task that inserts some, instead of
 * emotion's one sheet. Chromium answers an `@media` or `@layer` rule inserted into a sheet in use by
 * recalculating the style of every element that any rule of the sheet matches, which for emotion's
 * sheet is nearly the whole page, while a sheet added to the page costs only the elements its own
 * rules match. Measured on the feed (879 elements, no throttling): one `@layer` rule inserted into
 * emotion's sheet 34 ms, one `@media` rule 33 ms, a plain rule 0.7 ms; the same `@media` rule in a
 * <style> element of its own 0.2 ms. Every list item, menu or lazy screen that brings a style the page
 * had not used yet paid that at least once. The app's stylesheet, applied before the first render, has
 * already fixed the order of the layers, so where a layer's rules come in the page does not change it.
 */
export function keepAtRulesApart(cache: EmotionCache): void {
  const { sheet } = cache;
  const insertPlainRule = sheet.insert.bind(sheet);
  let batch: CSSStyleSheet | null = null;

  sheet.insert = (rule: string) => {
    if (!rule.startsWith('@')) return insertPlainRule(rule);
    if (!batch) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', `${sheet.key}-at-rules`);
      if (sheet.nonce !== undefined) tag.setAttribute('nonce', sheet.nonce);
      sheet.container.appendChild(tag);
      batch = tag.sheet;
      queueMicrotask(() => {
        batch = null;
      });
    }
    try {
      batch?.insertRule(rule, batch.cssRules.length);
    } catch {
      // As emotion does: a rule this browser cannot parse (another engine's prefixed selector) is left out.
    }
  };
}
