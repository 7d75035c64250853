import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LocalObjectStorage, objectKeyFromPublicPath } from '@genalpha/shared';
import { PASS_ALPHA_GATE_SCRIPT } from '@genalpha/testkit';
import { Browser, BrowserContextOptions, Page, chromium } from 'playwright-core';
import { BenchContext } from '../bench-context';
import { BenchResult, notMeasured } from '../results';
import { Transfers, beforeScreen, formatTransfers, sumByKind, totalOf, transferKindOf } from '../transfer-kinds';
import { CHROMIUM, WEB_DIST } from './web';

/** Issue 15: ≥ 10× less than posters + full videos playing in view; issue 14: ≤ 40% of today's. */
const MIN_TIMES_LESS = 10;
const MAX_SHARE_OF_TODAY = 0.4;
/** How long the in-view preview loops play before the count stops. */
const PLAY_MS = 3000;
const WAIT_MS = 15_000;
const CARD = 'article[data-video-card]';
const FEED_PATHS = ['/api/videos', '/api/feed/for-you', '/api/feed/following'];

interface Viewport {
  id: string;
  name: string;
  options: BrowserContextOptions;
  /** With a mouse, previews play on hover: the pointer rests on the first card. */
  hoverFirstCard: boolean;
}

const VIEWPORTS: Viewport[] = [
  {
    id: '10f',
    name: 'phone 375×812 @2x, touch',
    options: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    hoverFirstCard: false,
  },
  {
    id: '10g',
    name: 'desktop 1440×900 @1x, first card hovered',
    options: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
    hoverFirstCard: true,
  },
];

interface FeedVideo {
  id: string;
  thumbnailUrl: string | null;
  videoUrl: string;
}

interface Request {
  url: string;
  type: string;
  received: number;
  finished?: number;
}

interface Screen {
  measured: Transfers;
  /** Bytes of poster files the screen downloaded, by the feed video they show. */
  posterBytes: Map<FeedVideo, number>;
  inView: FeedVideo[];
  previewsPlaying: number;
}

// Run in the page (strings: this package has no DOM types).
const IN_VIEW = `(el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth; }`;
const POSTERS_IN_VIEW_LOADED = `[...document.querySelectorAll('${CARD} img')].filter(${IN_VIEW}).every((img) => img.complete)`;
const PREVIEWS_PLAYING = `[...document.querySelectorAll('${CARD} video')].filter((v) => !v.paused && v.currentTime > 0).length`;
const CARDS_IN_VIEW = `[...document.querySelectorAll('${CARD}')].filter(${IN_VIEW}).map((card) => card.querySelector('a[href^="/video/"]').getAttribute('href').split('/').pop())`;

/** Every request of the page with the bytes it took on the wire (headers and encoded body), from Chromium's own network events. */
async function recordTransfers(page: Page): Promise<Map<string, Request>> {
  const requests = new Map<string, Request>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', received: 0 }));
  // A media request the player cancels never finishes: what arrived until then counts.
  cdp.on('Network.dataReceived', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.received += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.finished = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return requests;
}

/** Opens the feed in a fresh context (an empty cache), lets the first screen settle and returns what it downloaded. */
async function measureScreen(browser: Browser, baseUrl: string, viewport: Viewport): Promise<Screen> {
  // Playwright polls a string predicate with eval, which the app's CSP forbids once the first check fails (a slow first screen).
  const context = await browser.newContext({ baseURL: baseUrl, bypassCSP: true, ...viewport.options });
  try {
    await context.addInitScript(PASS_ALPHA_GATE_SCRIPT);
    const page = await context.newPage();
    const requests = await recordTransfers(page);
    let feed: FeedVideo[] = [];
    page.on('response', (response) => {
      if (feed.length === 0 && FEED_PATHS.includes(new URL(response.url()).pathname) && response.ok())
        void response.json().then((body: { videos: FeedVideo[] }) => (feed = feed.length ? feed : body.videos));
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.locator(CARD).first().waitFor({ timeout: WAIT_MS });
    await page.waitForFunction(POSTERS_IN_VIEW_LOADED, undefined, { timeout: WAIT_MS });
    if (viewport.hoverFirstCard) await page.locator(`${CARD} a[href^="/video/"]`).first().hover();
    await page.waitForFunction(`${PREVIEWS_PLAYING} > 0`, undefined, { timeout: WAIT_MS }).catch(() => undefined);
    await page.waitForTimeout(PLAY_MS);
    const previewsPlaying = (await page.evaluate(PREVIEWS_PLAYING)) as number;
    const inViewIds = new Set((await page.evaluate(CARDS_IN_VIEW)) as string[]);

    const transfers = [...requests.values()].map((r) => ({ ...r, kind: transferKindOf(r.url, r.type), bytes: r.finished ?? r.received }));
    const posterBytes = new Map<FeedVideo, number>();
    for (const video of feed) {
      if (!video.thumbnailUrl) continue;
      // A poster's sizes live beside it: videos/<id>/poster.jpg, poster-360.webp…
      const posterPrefix = video.thumbnailUrl.replace(/\.[a-z]+$/, '');
      const bytes = transfers.filter((t) => t.kind === 'images' && new URL(t.url).pathname.startsWith(posterPrefix)).reduce((sum, t) => sum + t.bytes, 0);
      if (bytes > 0) posterBytes.set(video, bytes);
    }
    return {
      measured: sumByKind(transfers),
      posterBytes,
      inView: feed.filter((video) => inViewIds.has(video.id)),
      previewsPlaying,
    };
  } finally {
    await context.close();
  }
}

/** The size of a stored object, from its public path: the full file, as a browser playing or showing it whole downloads it. */
async function fileBytes(storage: LocalObjectStorage, path: string): Promise<number> {
  const key = objectKeyFromPublicPath(path);
  const stat = key ? await storage.stat(key) : null;
  if (!stat) throw new Error(`${path} is not a stored object`);
  return stat.size;
}

/** 10f/10g: the bytes a cold browser downloads to show the feed's first screen, against the same screen before issues 14 and 15. */
export async function screenBytesScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const target = `≥ ${MIN_TIMES_LESS}× less than full posters + full videos in view, ≤ ${MAX_SHARE_OF_TODAY * 100}% of today's`;
  const scenario = (viewport: Viewport) => `web: first feed screen bytes, cold cache, ${viewport.name}`;
  if (!existsSync(join(WEB_DIST, 'index.html'))) return VIEWPORTS.map((v) => notMeasured(v.id, scenario(v), target, 'no web build'));
  if (!existsSync(CHROMIUM)) return VIEWPORTS.map((v) => notMeasured(v.id, scenario(v), target, `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`));
  const { baseUrl } = ctx.stack;
  const storage = new LocalObjectStorage(ctx.stack.dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const results: BenchResult[] = [];
    for (const viewport of VIEWPORTS) {
      const screen = await measureScreen(browser, baseUrl, viewport);
      const withPosters = [...screen.posterBytes.keys()];
      const before = beforeScreen(
        screen.measured,
        [...screen.posterBytes.values()].reduce((a, b) => a + b, 0),
        await Promise.all(withPosters.map((video) => fileBytes(storage, video.thumbnailUrl!))),
        await Promise.all(screen.inView.map((video) => fileBytes(storage, video.videoUrl))),
      );
      const total = totalOf(screen.measured);
      const beforeTotal = totalOf(before);
      const timesLess = beforeTotal / total;
      results.push({
        id: viewport.id,
        scenario: scenario(viewport),
        value: total / 1024,
        unit: 'KB',
        target,
        pass: screen.inView.length > 0 && timesLess >= MIN_TIMES_LESS && total <= MAX_SHARE_OF_TODAY * beforeTotal,
        note:
          `${formatTransfers(screen.measured)}; ${screen.inView.length} cards in view, ${withPosters.length} posters, ${screen.previewsPlaying} preview(s) playing; ` +
          `today's ${Math.round(beforeTotal / 1024)} KB (${formatTransfers(before)}): ${timesLess.toFixed(1)}× less, ${((total / beforeTotal) * 100).toFixed(1)}% of today's`,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
