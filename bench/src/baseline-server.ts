import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import { Pool } from 'pg';
import { keysetQuery } from '@genalpha/backend/dist/common/keyset';
import { videoQueries } from '@genalpha/backend/dist/videos/video-queries';

/**
 * The baselines the API is compared with: a bare node:http server with no framework, session,
 * validation or logging, so what the API adds on top is what the comparison measures.
 * - GET /feed?viewer=<uuid>: the API's feed SQL on a pg pool of the API's size, rows as JSON.
 * - PUT /upload: the body streamed to a file in UPLOAD_DIR, as plain as Node can do it.
 */
const PAGE_SIZE = 24;
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const server = createServer((req, res) => {
  if (req.method === 'PUT') {
    pipeline(req, createWriteStream(join(process.env.UPLOAD_DIR!, 'baseline-upload')), (error) => {
      res.writeHead(error ? 500 : 200).end();
    });
    return;
  }
  const viewer = new URL(req.url ?? '/', 'http://baseline').searchParams.get('viewer');
  const { text, values } = keysetQuery((after, limit) => videoQueries.feed(after, limit, viewer !== null), [viewer], undefined, PAGE_SIZE);
  pool.query(text, values).then(
    ({ rows }) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ videos: rows.slice(0, PAGE_SIZE), nextCursor: rows.length > PAGE_SIZE ? rows[PAGE_SIZE - 1].cursorAt : null }));
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
  void pool.end().then(() => process.exit(0));
});
