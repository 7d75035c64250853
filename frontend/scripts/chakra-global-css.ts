import { createSystem } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';
import { themeConfigs } from '../src/app/theme-config.ts';
import { APP_STYLES_ATTRIBUTE } from '../src/lib/app-styles.ts';

/** The stylesheet main.tsx imports. */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global.css';

/** The build's stylesheet link in index.html, and what it becomes (see lib/app-styles.ts). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const RESOLVED_ID = '\0chakra-global.css';

/** Where createSystem works out its global CSS, and what the browser's copy does instead. */
const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const GLOBAL_CSS_AT_RUNTIME = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_CSS_FROM_BUILD = 'const _global = [];';

/**
 * The theme's global CSS (cascade layer order, reset, global styles, every token's variable) as
 * emotion would insert it for ChakraProvider: serialized, then compiled by stylis with emotion's
 * default prefixer.
 */
export function chakraGlobalCss(): string {
  const system = createSystem(...themeConfigs);
  const { styles } = serializeStyles([system.layers.atRule, system._global]);
  return serialize(compile(styles), middleware([prefixer, stringify]));
}

/**
 * Chakra's global CSS written at build time instead of in the browser: there createSystem works
 * it out on the main thread at startup (about half of createSystem, the longest part of the
 * entry's evaluation on a phone) and ChakraProvider inserts it during the first render. Here it
 * becomes a stylesheet, and the browser's copy of createSystem leaves `_global` empty. The build
 * fails if Chakra changes that line, rather than ship a page without its global styles.
 */
export function chakraGlobalCssPlugin(): Plugin {
  return {
    name: 'genalpha:chakra-global-css',
    resolveId: (id) => (id === CHAKRA_GLOBAL_CSS ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? chakraGlobalCss() : undefined),
    // The app's stylesheet is fetched at once but does not hold the first paint: index.html's boot
    // screen is styled by its own inline styles, and the app applies the stylesheet before its first
    // render (lib/app-styles.ts). On a phone's network the boot screen paints without waiting for it.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = [...html.matchAll(STYLESHEET_LINK)];
        if (links.length !== 1) this.error(`chakra-global-css: expected one stylesheet link in index.html, found ${links.length}`);
        return html.replace(STYLESHEET_LINK, (_, href: string) => `<link rel="preload" as="style" crossorigin href="${href}" ${APP_STYLES_ATTRIBUTE}>`);
      },
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      if (!code.includes(GLOBAL_CSS_AT_RUNTIME)) this.error(`${id} no longer has "${GLOBAL_CSS_AT_RUNTIME}": update scripts/chakra-global-css.ts`);
      return { code: code.replace(GLOBAL_CSS_AT_RUNTIME, GLOBAL_CSS_FROM_BUILD), map: null };
    },
  };
}
