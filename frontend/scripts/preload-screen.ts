import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// The source file itself: the config is bundled before its alias for @genalpha/shared/domain applies.
import { ALPHA_GATE_PASSED_KEY, FEED_TAB_KEY } from '../../packages/shared/src/domain/storage-keys.ts';
import { FEED_PAGE_SIZE } from '../src/features/feed/api/feed-keys.ts';
import { GATE_OPEN_ATTRIBUTE, firstScreenRequests, gateOpensFirst, type FirstScreenKeys } from '../src/app/first-screen-requests.ts';
import { PREVIEWED_SCREENS, SCREEN_PATHS } from '../src/app/screen-paths.ts';

/** Where index.html takes the script this plugin writes: before its stylesheet, which a script after it would wait for. */
export const FIRST_SCREEN_PLACEHOLDER = '<!-- first-screen -->';

/** The app's chunks and each screen's, as index.html lists them in a JSON block of this id. */
export const APP_CHUNKS_ID = 'app-chunks';
export interface AppChunks {
  /** app/start.tsx and the chunks it imports, dependencies first. */
  app: string[];
  /** Each screen's path pattern, its chunks, and whether its first pictures are drawn into the boot screen. */
  screens: Array<[pattern: string, files: string[], previewed: boolean]>;
}

/**
 * Runs in the page as index.html is parsed: requests the app's chunks and those of the screen the
 * address opens on, at once, or, on a screen whose first pictures the entry draws into the boot
 * screen, leaves them for the entry to request once those have painted (app/app-chunks.ts): on a
 * phone's network the pictures would otherwise share it with 150 KB of scripts. Behind the alpha
 * gate they are left for the entry too, which requests them when the keyhole is opened. Inlined by
 * its source text (which the server hashes into the page's CSP), so it uses nothing else.
 */
function requestAppChunks(id: string, gateAttribute: string) {
  const { app, screens } = JSON.parse(document.getElementById(id)?.textContent ?? '{}') as AppChunks;
  const path = location.pathname;
  const screen = screens.find(([pattern]) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path));
  const files = [...app, ...(screen ? screen[1] : [])];
  if (screen?.[2] || document.documentElement.hasAttribute(gateAttribute)) {
    (window as unknown as { __appChunks: string[] }).__appChunks = files;
    return;
  }
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Runs in the page as index.html is parsed, before the first paint: marks `<html>` when the alpha gate
 * opens first, so that index.html's styles draw the gate and the app's chunks wait for it to open.
 */
function markGate(opensFirst: typeof gateOpensFirst, gateKey: string, attribute: string) {
  try {
    if (opensFirst(location.pathname, localStorage, gateKey)) document.documentElement.setAttribute(attribute, 'open');
  } catch {
    // No storage (a privacy mode): the entry opens the gate once it has run.
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
 * data) and each lazy screen of SCREEN_PATHS when the page opens at its address are requested by
 * index.html (or, on a screen with a boot preview, by the entry once its pictures have painted):
 * otherwise each waits for the chunk importing it to download and run (on a phone's network, another
 * round of requests each). scripts/check-budget.mjs counts the app's chunks from the same list.
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
        const screens = Object.entries(SCREEN_PATHS).map(([name, path]): AppChunks['screens'][number] => {
          const chunk = chunks.find((item) => item.isDynamicEntry && item.facadeModuleId?.endsWith(`/app/routes/${name}.tsx`));
          if (!chunk) throw new Error(`preload-screen: no chunk for app/routes/${name}.tsx`);
          const files = [...withImports(chunk, bundle as OutputBundle)].filter((file) => !loaded.has(file));
          return [path, files.map((file) => `/${file}`), PREVIEWED_SCREENS.includes(name as keyof typeof SCREEN_PATHS)];
        });
        const appChunks: AppChunks = { app: startFiles.map((file) => `/${file}`), screens };
        const keys: FirstScreenKeys = { gateKey: ALPHA_GATE_PASSED_KEY, feedTabKey: FEED_TAB_KEY, feedPageSize: FEED_PAGE_SIZE };
        if (!html.includes(FIRST_SCREEN_PLACEHOLDER)) throw new Error(`preload-screen: index.html has no ${FIRST_SCREEN_PLACEHOLDER}`);
        const script = [
          `(${markGate.toString()})(${gateOpensFirst.toString()}, ${JSON.stringify(keys.gateKey)}, ${JSON.stringify(GATE_OPEN_ATTRIBUTE)});`,
          `(${requestFirstScreen.toString()})(${firstScreenRequests.toString()}, ${JSON.stringify(keys)});`,
          `(${requestAppChunks.toString()})(${JSON.stringify(APP_CHUNKS_ID)}, ${JSON.stringify(GATE_OPEN_ATTRIBUTE)});`,
        ].join('\n');
        // A function, so the script's `$` signs are not read as replacement patterns.
        const chunkList = `<script type="application/json" id="${APP_CHUNKS_ID}">${JSON.stringify(appChunks)}</script>`;
        return html.replace(FIRST_SCREEN_PLACEHOLDER, () => `${chunkList}\n    <script>${script}</script>`);
      },
    },
  };
}
