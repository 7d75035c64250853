import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DetailedError, Upload } from 'tus-js-client';
import { Connection } from './client';
import { GenAlphaApiError } from './errors';
import { ProgressListener } from './progress';

/** The bytes per PATCH, as the web client sends them: a dropped connection costs at most this much. */
const CHUNK_BYTES = 16 * 1024 ** 2;

export interface TusUploadOptions {
  /** The file's type (video/* or image/*). */
  contentType: string;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** Waits between retries after a failed request (a dropped connection); none to fail at once. */
  retryDelays?: number[];
}

function apiErrorOf(error: Error): Error {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return error;
  let body: unknown = response.getBody();
  try {
    body = JSON.parse(response.getBody());
  } catch {
    // plain text
  }
  return GenAlphaApiError.from(response.getStatus(), '', body, response.getHeader('retry-after') ?? null);
}

/**
 * Uploads a file with the tus protocol to /api/uploads, streamed from disk in 16 MiB chunks and resumed
 * where the server stopped counting after a dropped connection. Resolves with the upload's URL, the
 * `videoUrl` of POST /api/videos.
 */
export async function tusUpload(
  connection: Connection,
  path: string,
  { contentType, onProgress, signal, retryDelays = [0, 1000, 3000, 5000] }: TusUploadOptions,
): Promise<string> {
  signal?.throwIfAborted();
  const { size } = await stat(path);
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(createReadStream(path), {
      endpoint: `${connection.baseUrl}/api/uploads`,
      uploadSize: size,
      chunkSize: CHUNK_BYTES,
      retryDelays,
      headers: connection.headers,
      metadata: { filetype: contentType },
      onProgress: (sent, total) => onProgress?.(sent, total),
      onSuccess: () => resolve(upload.url!),
      onError: (error) => reject(apiErrorOf(error)),
    });
    signal?.addEventListener('abort', () => void upload.abort().finally(() => reject(signal.reason)), { once: true });
    upload.start();
  });
}
