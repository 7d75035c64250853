import compression from 'compression';
import { Request, Response } from 'express';
import { constants as zlib } from 'node:zlib';

/** Responses smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Whether API responses are compressed: on unless HTTP_COMPRESSION=off (the bench compares both). */
export function httpCompressionEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(off|false|0|no)$/i.test(env.HTTP_COMPRESSION ?? '');
}

/**
 * Compresses API answers worth it (over 1 KB, a compressible type) with brotli at quality 4 or
 * gzip at level 6, as the request's Accept-Encoding prefers (brotli on a tie). Never an event
 * stream (its events must go out as they happen), an upload's answer, or a response that is
 * encoded already. Media (/objects) and the web client's files are served before this runs.
 */
export function apiCompression() {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    level: 6,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req: Request, res: Response) => {
      if (req.method === 'PUT' || req.path.startsWith('/objects/')) return false;
      if (res.getHeader('Content-Encoding')) return false;
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
