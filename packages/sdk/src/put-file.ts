import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { GenAlphaApiError } from './errors';
import { ProgressListener, countProgress } from './progress';

export interface PutFileOptions {
  /** The file's type (video/* or image/*), as asked for with the upload URL. */
  contentType: string;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

async function readBody(res: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of res) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * PUTs a file to a signed upload URL, streamed from disk (never read whole into memory) with its
 * Content-Length, which S3-style signed URLs require. Resolves once the URL answered 200.
 */
export async function putFile(uploadUrl: string, path: string, { contentType, onProgress, signal }: PutFileOptions): Promise<void> {
  const { size } = await stat(path);
  const target = new URL(uploadUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const req = send(target, { method: 'PUT', headers: { 'content-type': contentType, 'content-length': size }, signal });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  // A refusal (413, 429, an expired URL) may come before the whole file went and end the connection:
  // the answer then says more than the broken pipe, so the sending error is only kept for a 200.
  const sent = pipeline(createReadStream(path), countProgress(size, onProgress), req).then(
    () => undefined,
    (error: unknown) => error,
  );
  const res = await answered;
  const body = await readBody(res);
  if (res.statusCode !== 200) {
    throw GenAlphaApiError.from(res.statusCode ?? 0, res.statusMessage ?? '', body, res.headers['retry-after'] as string | undefined);
  }
  const failed = await sent;
  if (failed) throw failed;
}
