import type { NextFunction, Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sendError } from '../common/http-errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Answers 401 with a Basic challenge unless the request carries exactly these credentials. */
export function basicAuth(user: string, password: string, realm: string) {
  const expected = digest(`${user}:${password}`);
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
    if (given && timingSafeEqual(digest(given), expected)) return next();
    res.setHeader('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`);
    sendError(res, 401, 'Authentication required');
  };
}

/** Browsers resend Basic credentials to any page that asks: state changes must come from our own pages. */
export function sameOriginWrites(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const origin = req.headers.origin;
    if (req.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && origin !== ownOrigin)) {
      return sendError(res, 403, 'Cross-origin request refused');
    }
    next();
  };
}
