import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAtRulesApart } from './emotion-at-rules';

const atRuleTags = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="probe-at-rules"]')];
const rulesOf = (tag: HTMLStyleElement) => [...tag.sheet!.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ' '));

describe('keepAtRulesApart', () => {
  afterEach(() => {
    for (const tag of document.head.querySelectorAll('style')) tag.remove();
  });

  it("inserts plain rules into emotion's sheet and each task's at-rules into a <style> element of their own, with the nonce", async () => {
    const cache = createCache({ key: 'probe', nonce: 'n0nce', speedy: true });
    keepAtRulesApart(cache);

    cache.sheet.insert('.probe-a{color:red;}');
    cache.sheet.insert('@media screen and (min-width: 48rem){.probe-a{color:blue;}}');
    cache.sheet.insert('@layer recipes{.probe-b{color:green;}}');

    const [emotionTag] = cache.sheet.tags;
    expect(rulesOf(emotionTag)).toEqual(['.probe-a { color: red; }']);
    expect(atRuleTags()).toHaveLength(1);
    expect(atRuleTags()[0].getAttribute('nonce')).toBe('n0nce');
    expect(rulesOf(atRuleTags()[0])).toHaveLength(2);

    await Promise.resolve();
    cache.sheet.insert('@media screen and (min-width: 64rem){.probe-b{color:gray;}}');
    expect(atRuleTags()).toHaveLength(2);
    expect(rulesOf(atRuleTags()[1])).toHaveLength(1);
  });

  it('leaves out an at-rule the browser cannot parse, as emotion does', () => {
    const cache = createCache({ key: 'probe', speedy: true });
    keepAtRulesApart(cache);
    expect(() => cache.sheet.insert('@media screen{.probe-c::-moz-selection{color:red;}}}}')).not.toThrow();
  });
});
