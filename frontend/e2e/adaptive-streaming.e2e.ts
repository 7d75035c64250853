import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, TOUCH_PHONE, cspViolations, launchBrowser, newVisitor } from './browser';
import { database, register, untilReady } from './e2e-helpers';

/**
 * Issue 37, adaptive streaming: a fresh upload is packaged as HLS by the worker, and a phone on a
 * throttled line (Chromium's network emulation: 1.6 Mbit/s down, 150 ms) plays it from its playlist
 * and segments, never fetching the progressive MP4.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');

let browser: Browser;
let owner: BrowserContext;
let videoId: string;

/** Waits for the worker's HLS package of the video (scheduled 15 s after it is ready). */
async function untilPackaged(id: string, timeoutMs = 240_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hlsUrl = await database(async (client) => (await client.query(`SELECT "hlsUrl" FROM videos WHERE id = $1`, [id])).rows[0]?.hlsUrl as string | null);
    if (hlsUrl) return hlsUrl;
    if (Date.now() > deadline) throw new Error(`video ${id} not packaged after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newVisitor(browser, baseUrl);
  const page = await owner.newPage();
  await register(page, { email: `hls.${run}@example.com`, password: 'secret-pass-1', username: `hls${run}`, displayName: `HLS ${run}` });
  const bytes = (await readFile(join(fixtures, 'landscape.mp4'))).toString('base64');
  videoId = await page.evaluate(async (bytes) => {
    const { uploadURL } = await (await fetch('/api/objects/upload', { method: 'POST' })).json();
    const body = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
    await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': 'video/mp4' }, body });
    const res = await fetch('/api/videos', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Adaptive', caption: 'A caption', toolUsed: 'openai-sora', videoUrl: uploadURL }),
    });
    return ((await res.json()) as { id: string }).id;
  }, bytes);
  await untilReady(videoId);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('adaptive streaming', () => {
  // Chromium has Media Source Extensions, so the app plays through hls.js; the second run hides them, as a
  // browser with HLS of its own and no MSE would (older iOS), so Debian's Chromium plays the package itself.
  it.each([
    ['through hls.js', false],
    ['natively', true],
  ])(
    'plays a packaged video from its HLS renditions on a throttled phone, %s, never the MP4',
    async (_, withoutMediaSource) => {
      const hlsUrl = await untilPackaged(videoId);
      expect(hlsUrl).toBe(`/objects/videos/${videoId}/hls/master.m3u8`);

      const phone = await newVisitor(browser, baseUrl, PHONE, TOUCH_PHONE);
      if (withoutMediaSource) {
        await phone.addInitScript(() => {
          delete (window as { MediaSource?: unknown }).MediaSource;
          delete (window as { ManagedMediaSource?: unknown }).ManagedMediaSource;
        });
      }
      const page: Page = await phone.newPage();
      const cdp = await phone.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1_000_000) / 8,
        uploadThroughput: (0.75 * 1_000_000) / 8,
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));

      const started = Date.now();
      await page.goto(`/video/${videoId}`);
      // Polled on a timer: Playwright's default polls each animation frame, which keeps a frame
      // always due, so the page never settles (the player waits for that, three seconds at most).
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, undefined, { timeout: 60_000, polling: 100 });
      const loader = requested.some((path) => /\/assets\/hls-[\w-]+\.js$/.test(path)) ? 'hls.js' : 'native';
      console.log(`adaptive streaming: ${loader}, playing 1 s in after ${Date.now() - started} ms on 1.6 Mbit/s, 150 ms`);

      const hlsFiles = requested.filter((path) => path.startsWith(`/objects/videos/${videoId}/hls/`)).map((path) => path.split('/').pop());
      expect(hlsFiles).toContain('master.m3u8');
      expect(hlsFiles.some((file) => /^\d+p\.m3u8$/.test(file!))).toBe(true);
      expect(hlsFiles.some((file) => /^\d+p-\d{5}\.m4s$/.test(file!))).toBe(true);
      expect(hlsFiles.some((file) => /^audio-\d{5}\.m4s$/.test(file!))).toBe(true);
      expect(loader).toBe(withoutMediaSource ? 'native' : 'hls.js');
      expect(requested.filter((path) => path.endsWith('.mp4') && !path.includes('/hls/') && !path.endsWith('/preview.mp4'))).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      await phone.close();
    },
    300_000,
  );
});
