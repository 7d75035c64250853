import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import { bareReads } from './bare-reads';

/**
 * The baselines the API is compared with: a bare node:http server with no framework, session,
 * validation or logging, so what the API adds on top is what the comparison measures.
 * - GET /feed?viewer=<uuid>: the API's feed SQL on a pg pool of the API's size, rows as JSON.
 * - GET /detail?id=&viewer=, /comments?id=&viewer=, /creators?viewer=: the video page's, its
 *   comments' and the leaderboard's (by likes) SQL the same way (bare-reads.ts).
 * - PUT /upload: the body streamed to a file in UPLOAD_DIR, as plain as Node can do it.
 */
const reads = bareReads(process.env.DATABASE_URL!);

function answer(url: URL): Promise<unknown> {
  const viewer = url.searchParams.get('viewer');
  const id = url.searchParams.get('id') ?? '';
  switch (url.pathname) {
    case '/detail':
      return reads.detail(id, viewer);
    case '/comments':
      return reads.comments(id, viewer);
    case '/creators':
      return reads.creators('totalLikes', viewer);
    default:
      return reads.feed(viewer);
  }
}

const server = createServer((req, res) => {
  if (req.method === 'PUT') {
    pipeline(req, createWriteStream(join(process.env.UPLOAD_DIR!, 'baseline-upload')), (error) => {
      res.writeHead(error ? 500 : 200).end();
    });
    return;
  }
  answer(new URL(req.url ?? '/', 'http://baseline')).then(
    (page) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(page));
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: error.message }));
    },
  );
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void reads.pool.end().then(() => process.exit(0));
});
