import { FastifyInstance, FastifyRequest } from 'fastify';
import { ServerSpan, startServerSpan, tracing } from '@genalpha/shared';

/** Health checks and static files are not worth a trace each. */
const UNTRACED_PATHS = /^\/(api\/health|assets\/|objects\/|favicon)/;

const spans = new WeakMap<FastifyRequest, ServerSpan>();

/**
 * While tracing is on, each request gets a server span named after its route template (`GET
 * /api/videos/:id`), entered in onRequest and again in preHandler (a body arrives outside it), so the
 * guards', handler's, SQL's and Redis's spans are its children; it ends with the answer.
 */
export function registerRequestTracing(fastify: FastifyInstance): void {
  if (!tracing()) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (UNTRACED_PATHS.test(request.url)) return done();
    const span = startServerSpan({ method: request.method, route: request.routeOptions.url, path: request.url.split('?')[0], headers: request.headers });
    if (!span) return done();
    spans.set(request, span);
    span.run(done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (span) span.run(done);
    else done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    endSpan(request, reply.statusCode);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    endSpan(request, 499);
    done();
  });
}

/** Ends the request's span once: an aborted request may still get its onResponse. */
function endSpan(request: FastifyRequest, statusCode: number): void {
  spans.get(request)?.end(statusCode);
  spans.delete(request);
}

/** Runs `fn` in the request's span (for its "request completed" line, written after the span's hooks). */
export function inRequestSpan<R>(request: FastifyRequest, fn: () => R): R {
  const span = spans.get(request);
  return span ? span.run(fn) : fn();
}
