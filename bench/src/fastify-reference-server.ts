import Fastify from 'fastify';
import { bareReads } from './bare-reads';

/**
 * A reference beside the bare node:http baseline: bare Fastify (no Nest, session, validation or
 * request logging) answering GET /feed and GET /detail with the same SQL, so the table shows what
 * Fastify itself costs and what Nest and the API's hooks add on top.
 */
const reads = bareReads(process.env.DATABASE_URL!);
const app = Fastify({ keepAliveTimeout: 65_000 });

app.get<{ Querystring: { viewer?: string } }>('/feed', (request) => reads.feed(request.query.viewer ?? null));
app.get<{ Querystring: { id: string; viewer?: string } }>('/detail', (request) => reads.detail(request.query.id, request.query.viewer ?? null));

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('fastify reference ready'));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => reads.pool.end())
    .then(() => process.exit(0));
});
