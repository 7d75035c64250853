import { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppConfig, tracing } from '@genalpha/shared';
import { inRequestSpan } from './request-tracing';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Honours a well-formed X-Request-Id from a proxy, else makes one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** One line per request once it is answered ("request completed", with req, res and responseTime in ms), none when it arrives. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    inRequestSpan(request, () => {
      if (error) request.log.error({ ...fields, err: error }, 'request errored');
      else if (reply.statusCode >= 500) request.log.error(fields, 'request completed');
      else request.log.info(fields, 'request completed');
    });
  }
}

/**
 * Fastify's pino logger: JSON lines for the launcher, with the request id (reqId) on every request's
 * lines, and while tracing is on the trace's and span's ids (traceId, spanId).
 */
export function loggerOptions(config: AppConfig): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const traced = tracing();
  return {
    logger: { level: config.logLevel, base: { pid: process.pid, service: 'api' }, ...(traced ? { mixin: () => traced.logFields() } : {}) },
    genReqId: requestId,
    logController: new OneLinePerRequest(),
  };
}

/** Echoes the request id to the client. */
export function registerRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
