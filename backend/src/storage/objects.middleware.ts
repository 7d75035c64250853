import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { describeError, errorBodyOf } from '../common/all-exceptions.filter';
import { sendError } from '../common/http-errors';
import { ObjectDownloadHandler } from './object-download.handler';
import { objectKeyFromRequestPath } from './object-key-path';
import { ObjectUploadHandler } from './object-upload.handler';

/** Stored objects are served (and, with the local driver, received) here, outside the /api prefix. */
export const OBJECTS_ROUTE = '/objects';

/** Express middleware for /objects/*: plain HTTP semantics (Range, caching) rather than JSON API routes. */
@Injectable()
export class ObjectsMiddleware {
  private readonly logger = new Logger('Objects');

  constructor(
    private readonly download: ObjectDownloadHandler,
    private readonly upload: ObjectUploadHandler,
  ) {}

  readonly handle = (req: Request, res: Response): void => {
    const key = objectKeyFromRequestPath(req.path);
    if (!key) return sendError(res, 404, 'Object not found');
    const handler = req.method === 'GET' || req.method === 'HEAD' ? this.download : req.method === 'PUT' ? this.upload : null;
    if (!handler) {
      res.setHeader('Allow', 'GET, HEAD, PUT');
      return sendError(res, 405, 'Method not allowed');
    }
    handler.handle(key, req, res).catch((error: unknown) => {
      const body = errorBodyOf(error);
      this.logger.error(describeError(error));
      if (res.headersSent) res.destroy();
      else res.status(body.statusCode).json(body);
    });
  };
}
