import http, { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { ApiResponse } from './response-checker';

export interface RawRequest {
  method: string;
  /** Path and query string, already encoded. */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export interface RawResponse extends ApiResponse {
  headers: IncomingHttpHeaders;
}

/**
 * One request exactly as given (no cookie jar, no default content type), for what a browser or an
 * attacker might send. An event stream is cut off once its headers have arrived.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const headers: OutgoingHttpHeaders = { ...request.headers };
  if (request.body !== undefined && headers['content-length'] === undefined) headers['content-length'] = Buffer.byteLength(request.body);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: request.method.toUpperCase(), path: request.path, headers, agent: false }, (res) => {
      const contentType = res.headers['content-type'] ?? '';
      const answer = (text: string): RawResponse => ({ status: res.statusCode!, headers: res.headers, contentType, text, body: parseJson(contentType, text) });
      if (contentType.startsWith('text/event-stream')) {
        res.destroy();
        return resolve(answer(''));
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(answer(Buffer.concat(chunks).toString('utf8'))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

function parseJson(contentType: string, text: string): unknown {
  if (!contentType.startsWith('application/json') || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The `name=value` part of a Set-Cookie header for `name`, if the response sets it. */
export function cookieFrom(headers: IncomingHttpHeaders, name: string): string | undefined {
  return (headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];
}
