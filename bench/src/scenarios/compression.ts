import { request } from 'node:http';
import { signIn } from '../api-client';
import { BenchContext } from '../bench-context';
import { failuresOf, measureInTurns, measureLoad } from '../load';
import { BenchResult } from '../results';

const CONNECTIONS = 50;
/** Feed req/s with compression stays within this share of the same feed sent as it is. */
const MIN_SHARE = 0.9;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Bytes of one response as they went over the wire (not decoded) and its Content-Encoding. */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, encoding: res.headers['content-encoding'], body: res.headers['content-encoding'] ? '' : body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** index.html with the entry script, its preloaded chunks and stylesheets, as a browser fetches them first. */
async function firstScreenBytes(baseUrl: string, acceptEncoding?: string): Promise<number> {
  const enc: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const page = await wireBytes(`${baseUrl}/`, { accept: 'text/html', ...enc });
  const html = (await wireBytes(`${baseUrl}/`, { accept: 'text/html' })).body;
  const assets = new Set([...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  let total = page.bytes;
  for (const path of assets) total += (await wireBytes(`${baseUrl}${path}`, { accept: '*/*', ...enc })).bytes;
  return total;
}

/** 11: the CPU cost of compressing API JSON (feed req/s with and without Accept-Encoding) and the first screen's bytes. */
export async function compressionScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const { baseUrl } = ctx.stack;
  const viewer = await signIn(baseUrl, ctx.facts.liker.email);
  const cookie = viewer.cookie!;
  const feed = await wireBytes(`${baseUrl}/api/videos`, { cookie });
  // API answers go out in gzip where it is accepted (every browser), brotli to clients that take only that.
  const feedBr = await wireBytes(`${baseUrl}/api/videos`, { cookie, 'accept-encoding': 'br' });
  const feedGz = await wireBytes(`${baseUrl}/api/videos`, { cookie, 'accept-encoding': BROWSER_ENCODINGS });
  const load = (headers: Record<string, string>) => (s: number) =>
    measureLoad({ url: `${baseUrl}/api/videos`, connections: CONNECTIONS, seconds: s, headers: { cookie, ...headers } });
  const { off, br, gzip } = await measureInTurns(
    ctx.profile.rounds,
    { off: load({}), br: load({ 'accept-encoding': 'br' }), gzip: load({ 'accept-encoding': BROWSER_ENCODINGS }) },
    ctx.profile.seconds,
  );
  const brShare = br.reqPerSec / off.reqPerSec;
  const gzShare = gzip.reqPerSec / off.reqPerSec;
  const plainScreen = await firstScreenBytes(baseUrl);
  const brScreen = await firstScreenBytes(baseUrl, BROWSER_ENCODINGS);
  const gzScreen = await firstScreenBytes(baseUrl, 'gzip');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const http = (l: typeof off) => ({ reqPerSec: l.reqPerSec, p50Ms: l.p50Ms, p99Ms: l.p99Ms });

  return [
    {
      id: '11a',
      scenario: `feed first page, brotli 3 to a client taking only br (${kb(feedBr.bytes)} of ${kb(feed.bytes)}), 50 conn`,
      ...http(br),
      value: brShare * 100,
      unit: '% of uncompressed req/s',
      target: `≥ ${MIN_SHARE * 100}% of uncompressed req/s`,
      pass: !failuresOf(br) && feedBr.encoding === 'br' && brShare >= MIN_SHARE,
      note: failuresOf(br) ?? (feedBr.encoding === 'br' ? undefined : `sent with ${feedBr.encoding ?? 'no'} encoding`),
    },
    {
      id: '11b',
      scenario: `feed first page, gzip 6 as browsers get it (${kb(feedGz.bytes)}; ${BROWSER_ENCODINGS}), 50 conn`,
      ...http(gzip),
      value: gzShare * 100,
      unit: '% of uncompressed req/s',
      target: `≥ ${MIN_SHARE * 100}% of uncompressed req/s`,
      pass: !failuresOf(gzip) && feedGz.encoding === 'gzip' && gzShare >= MIN_SHARE,
      note: failuresOf(gzip) ?? (feedGz.encoding === 'gzip' ? undefined : `sent with ${feedGz.encoding ?? 'no'} encoding`),
    },
    {
      id: '11c',
      scenario: 'feed first page, uncompressed (no Accept-Encoding), 50 conn',
      ...http(off),
      target: 'reference',
      pass: null,
      note: failuresOf(off),
    },
    {
      id: '11d',
      scenario: `first screen bytes (index.html + initial JS/CSS): brotli (gzip ${kb(gzScreen)}, uncompressed ${kb(plainScreen)})`,
      value: brScreen / 1024,
      unit: 'KB',
      target: '≤ 40% of uncompressed',
      pass: brScreen <= plainScreen * 0.4,
    },
  ];
}
