import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { GATE_STORAGE_KEY } from '../src/lib/gate-pass.ts';
import { FEED_PAGE_SIZE, FEED_TAB_KEY } from '../src/features/feed/api/feed-keys.ts';
import { firstScreenRequests, type FirstScreenKeys } from '../src/app/first-screen-requests.ts';
import { SCREEN_PATHS } from '../src/app/screen-paths.ts';

/** Where index.html takes the script this plugin writes: before its stylesheet, which a script after it would wait for. */
export const FIRST_SCREEN_PLACEHOLDER = '<!-- first-screen -->';

/**
 * Runs in the page as index.html is parsed: preloads the chunks of the screen the address opens on.
 * Inlined by its source text (which the server hashes into the page's CSP), so it uses nothing else.
 */
function preloadScreen(screens: Array<[string, string[]]>) {
  const path = location.pathname;
  for (const [pattern, files] of screens) {
    if (!new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path)) continue;
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    return;
  }
}

/**
 * Runs in the page as index.html is parsed: asks for the API answers the first screen needs (they
 * wait for no script; the API client takes them, see api/early-responses.ts).
 */
function requestFirstScreen(requestsOf: typeof firstScreenRequests, keys: FirstScreenKeys) {
  const early: Record<string, Promise<Response | null>> = {};
  (window as unknown as { __earlyResponses: typeof early }).__earlyResponses = early;
  try {
    for (const url of requestsOf(location.pathname, location.search, localStorage, keys)) early[url] = fetch(url, { credentials: 'include' }).catch(() => null);
  } catch {
    // No storage (a privacy mode): the app asks for its data itself.
  }
}

/** A chunk and every chunk it imports statically, by file name. */
function withImports(chunk: OutputChunk, bundle: OutputBundle, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') withImports(imported, bundle, into);
  }
  return into;
}

/** The chunk the entry imports as soon as it has run: the app itself (src/app/start.tsx). */
const APP_START = '/app/start.tsx';

/**
 * The app's chunks (app/start.tsx, which the entry imports once it has asked for the first screen's
 * data) and each lazy screen of SCREEN_PATHS when the page opens at its address are requested with
 * the entry: otherwise they wait for the entry to download and run (on a phone's network, another
 * round of requests after the script).
 */
export function preloadScreenPlugin(): Plugin {
  return {
    name: 'genalpha:preload-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const start = chunks.find((item) => item.moduleIds.some((id) => id.endsWith(APP_START)));
        if (!start) throw new Error(`preload-screen: no chunk for ${APP_START}`);
        const entryFiles = withImports(entry, bundle as OutputBundle);
        // Dependencies first: the smaller chunks the app imports (the theme's system) arrive before it.
        const startFiles = [...withImports(start, bundle as OutputBundle)].filter((file) => !entryFiles.has(file)).reverse();
        const loaded = new Set([...entryFiles, ...startFiles]);
        const screens = Object.entries(SCREEN_PATHS).map(([name, path]): [string, string[]] => {
          const chunk = chunks.find((item) => item.isDynamicEntry && item.facadeModuleId?.endsWith(`/app/routes/${name}.tsx`));
          if (!chunk) throw new Error(`preload-screen: no chunk for app/routes/${name}.tsx`);
          const files = [...withImports(chunk, bundle as OutputBundle)].filter((file) => !loaded.has(file));
          return [path, files.map((file) => `/${file}`)];
        });
        const keys: FirstScreenKeys = { gateKey: GATE_STORAGE_KEY, feedTabKey: FEED_TAB_KEY, feedPageSize: FEED_PAGE_SIZE };
        if (!html.includes(FIRST_SCREEN_PLACEHOLDER)) throw new Error(`preload-screen: index.html has no ${FIRST_SCREEN_PLACEHOLDER}`);
        const preloads = startFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        const script = [
          `(${requestFirstScreen.toString()})(${firstScreenRequests.toString()}, ${JSON.stringify(keys)});`,
          `(${preloadScreen.toString()})(${JSON.stringify(screens)});`,
        ].join('\n');
        // A function, so the script's `$` signs are not read as replacement patterns.
        return html.replace(FIRST_SCREEN_PLACEHOLDER, () => `<script>${script}</script>\n    ${preloads}`);
      },
    },
  };
}
