import express, { NextFunction, Request, Response } from 'express';
import { sendError } from './http-errors';

export const JSON_BODY_LIMIT = '100kb';

const MAX_DEPTH = 32;

/**
 * What is wrong with a parsed body that JSON allows: U+0000 in a string (PostgreSQL text cannot
 * hold it) or nesting deep enough to exhaust the stack of recursive code after us. Iterative, so
 * a hostile body cannot exhaust ours.
 */
function bodyProblem(body: unknown): string | null {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string' && value.includes('\u0000')) return 'Text must not contain NUL characters';
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return 'Request body is nested too deeply';
    for (const [key, item] of Object.entries(value)) pending.push([key, depth + 1], [item, depth + 1]);
  }
  return null;
}

/** express.json with its failures answered in our error shape. */
export function jsonBody() {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction): void => {
    parse(req, res, (error?: { type?: string; status?: number }) => {
      if (!error) {
        // Every body this API takes is an object; a top-level array would reach the validators as a list.
        if (Array.isArray(req.body)) return sendError(res, 400, 'Request body must be a JSON object');
        const problem = bodyProblem(req.body);
        return problem ? sendError(res, 400, problem) : next();
      }
      if (error.type === 'entity.too.large') return sendError(res, 413, `Request body must be ${JSON_BODY_LIMIT} or less`);
      if (error.type === 'entity.parse.failed') return sendError(res, 400, 'Request body is not valid JSON');
      if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') return sendError(res, 415, 'Unsupported body encoding');
      return sendError(res, error.status && error.status < 500 ? error.status : 400, 'Invalid request body');
    });
  };
}
