import type { NextFunction, Request, Response } from 'express';
import { sendError } from './http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence for the cookie session: a state change under /api must come from our own
 * origin, and must carry JSON (no form or text/plain bodies a foreign page could post).
 */
export function apiRequestGuards(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!STATE_CHANGING.has(req.method) || !req.path.startsWith('/api/')) return next();
    const origin = req.headers.origin;
    if (req.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && origin !== ownOrigin)) {
      return sendError(res, 403, 'Cross-origin request refused');
    }
    if (hasBody(req) && !req.is('application/json')) {
      return sendError(res, 415, 'Content-Type must be application/json');
    }
    next();
  };
}
