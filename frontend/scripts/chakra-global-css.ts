import { createSystem } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';
import { themeConfigs } from '../src/app/theme-config.ts';

/** The stylesheet main.tsx imports. */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global.css';
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
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      if (!code.includes(GLOBAL_CSS_AT_RUNTIME)) this.error(`${id} no longer has "${GLOBAL_CSS_AT_RUNTIME}": update scripts/chakra-global-css.ts`);
      return { code: code.replace(GLOBAL_CSS_AT_RUNTIME, GLOBAL_CSS_FROM_BUILD), map: null };
    },
  };
}
