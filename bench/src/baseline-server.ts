import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import { bareFeed } from './bare-feed';

/**
 * The baselines the API is compared with: a bare node:http server with no framework, session,
 * validation or logging, so what the API adds on top is what the comparison measures.
 * - GET /feed?viewer=<uuid>: the API's feed SQL on a pg pool of the API's size, rows as JSON.
 * - PUT /upload: the body streamed to a file in UPLOAD_DIR, as plain as Node can do it.
 */
const feed = bareFeed(process.env.DATABASE_URL!);

const server = createServer((req, res) => {
  if (req.method === 'PUT') {
    pipeline(req, createWriteStream(join(process.env.UPLOAD_DIR!, 'baseline-upload')), (error) => {
      res.writeHead(error ? 500 : 200).end();
    });
    return;
  }
  const viewer = new URL(req.url ?? '/', 'http://baseline').searchParams.get('viewer');
  feed.page(viewer).then(
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
  void feed.pool.end().then(() => process.exit(0));
});
