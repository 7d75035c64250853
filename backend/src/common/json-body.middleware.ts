import express, { NextFunction, Request, Response } from 'express';
import { sendError } from './http-errors';

export const JSON_BODY_LIMIT = '100kb';

/** express.json with its failures answered in our error shape. */
export function jsonBody() {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction): void => {
    parse(req, res, (error?: { type?: string; status?: number }) => {
      if (!error) return next();
      if (error.type === 'entity.too.large') return sendError(res, 413, `Request body must be ${JSON_BODY_LIMIT} or less`);
      if (error.type === 'entity.parse.failed') return sendError(res, 400, 'Request body is not valid JSON');
      if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') return sendError(res, 415, 'Unsupported body encoding');
      return sendError(res, error.status && error.status < 500 ? error.status : 400, 'Invalid request body');
    });
  };
}
