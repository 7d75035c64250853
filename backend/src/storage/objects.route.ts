import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError, errorBodyOf } from '../common/all-exceptions.filter';
import { sendError } from '../common/http-errors';
import { pathOf } from '../common/request-path';
import { ObjectDownloadHandler } from './object-download.handler';
import { objectKeyFromRequestPath } from './object-key-path';
import { ObjectUploadHandler } from './object-upload.handler';

/** Stored objects are served (and, with the local driver, received) here, outside the /api prefix. */
export const OBJECTS_ROUTE = '/objects';

/** /objects/*: plain HTTP semantics (Range, caching, streamed uploads) rather than JSON API routes. */
@Injectable()
export class ObjectsRoute {
  private readonly logger = new Logger('Objects');

  constructor(
    private readonly download: ObjectDownloadHandler,
    private readonly upload: ObjectUploadHandler,
  ) {}

  /**
   * A plugin of its own: no body is parsed here (an upload's bytes stay on the request stream for
   * the handler to pipe to storage, never buffered), and no session is loaded.
   */
  register(fastify: FastifyInstance): void {
    void fastify.register(async (objects) => {
      objects.removeAllContentTypeParsers();
      objects.addContentTypeParser('*', (_request: FastifyRequest, _payload: unknown, done: (error: null, body?: undefined) => void) => done(null));
      // The reply is returned: an async handler that returns nothing would have Fastify answer again, empty.
      objects.all(`${OBJECTS_ROUTE}/*`, { config: { session: false, compress: false } }, async (request, reply) => {
        await this.handle(request, reply);
        return reply;
      });
    });
  }

  private async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = objectKeyFromRequestPath(pathOf(request.url).slice(OBJECTS_ROUTE.length));
    if (!key) return void sendError(reply, 404, 'Object not found');
    const handler = request.method === 'GET' || request.method === 'HEAD' ? this.download : request.method === 'PUT' ? this.upload : null;
    if (!handler) {
      reply.header('Allow', 'GET, HEAD, PUT');
      return void sendError(reply, 405, 'Method not allowed');
    }
    try {
      await handler.handle(key, request, reply);
    } catch (error) {
      const body = errorBodyOf(error);
      this.logger.error(describeError(error));
      if (reply.sent || reply.raw.headersSent) reply.raw.destroy();
      else await reply.code(body.statusCode).send(body);
    }
  }
}
