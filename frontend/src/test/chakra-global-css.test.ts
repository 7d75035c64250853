/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss, chakraGlobalCssPlugin } from '../../scripts/chakra-global-css';

describe('chakra-global-css (the build step)', () => {
  const css = chakraGlobalCss();

  it("writes the theme's global CSS: layer order first, then reset, global styles and both themes' tokens", () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:#0b0b12/);
    expect(css).toContain('--chakra-colors-brand-solid');
    expect(css).toContain('[data-video-card]:has(> a:first-child:focus-visible)');
  });

  it('declares no custom property on every element: the --global-* ones are inherited from the theme roots', () => {
    const everyElement = /(?:^|[{}])\*\{([^}]*)\}/g;
    const declarations = [...css.matchAll(everyElement)].map((match) => match[1]).join(';');
    expect(declarations).toContain('font-feature-settings');
    expect(declarations).not.toContain('--');
    expect(css).toMatch(
      /html,\.light,\.dark\{--global-font-mono:var\(--chakra-fonts-mono\);--global-font-body:var\(--chakra-fonts-body\);--global-color-border:var\(--chakra-colors-border\);\}/,
    );
  });

  it("empties createSystem's global CSS in the browser's copy, and fails the build if Chakra's line changes", () => {
    const plugin = chakraGlobalCssPlugin();
    const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | undefined;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const id = '/app/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';
    const code = 'const x = 1;\n  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
    expect(transform.call(context, code, id)?.code).toBe('const x = 1;\n  const _global = [];\n');
    expect(transform.call(context, code, '/app/src/main.tsx')).toBeUndefined();
    expect(() => transform.call(context, 'const _global = compute();', id)).toThrow(/update scripts\/chakra-global-css.ts/);
  });
});
