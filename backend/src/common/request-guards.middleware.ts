import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '@genalpha/shared';
import { OBJECTS_ROUTE } from '../storage/objects.middleware';
import { sendError } from './http-errors';
import { ownOrigins } from './own-origins';

/** The methods a foreign page may make a browser send with our cookie, and that change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * A PUT to a signed upload URL: authorised by its signature alone (the object store's presigned
 * URLs take cross-origin PUTs too). The test is on the raw path, exactly as the case-sensitive
 * router mounts the objects route, so no other spelling of a path escapes the checks below.
 */
function isObjectUpload(req: Request): boolean {
  return req.method === 'PUT' && (req.path === OBJECTS_ROUTE || req.path.startsWith(`${OBJECTS_ROUTE}/`));
}

/**
 * CSRF defence for the cookie session: every request that may change something, on any path in
 * any spelling, must come from one of our own origins and carry JSON (no form or text/plain body a
 * foreign page could post).
 */
export function requestGuards(config: Pick<AppConfig, 'publicUrl' | 'publicUrlGiven' | 'port'>) {
  const own = new Set(ownOrigins(config));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || isObjectUpload(req)) return next();
    const origin = req.headers.origin;
    if (req.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !own.has(origin))) {
      return sendError(res, 403, 'Cross-origin request refused');
    }
    if (hasBody(req) && !req.is('application/json')) {
      return sendError(res, 415, 'Content-Type must be application/json');
    }
    next();
  };
}
