import { DetailedError, Upload, defaultOptions, type PreviousUpload } from 'tus-js-client';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOADS_PATH, RESUMABLE_UPLOAD_TTL_HOURS } from '@genalpha/shared/domain';

export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
  /** Estimated from the average rate so far; null until there is a rate to go on. */
  secondsLeft: number | null;
}

export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

export interface UploadHandle {
  /** Resolves with the upload's URL (`/api/uploads/<id>`): the videoUrl or avatar image the API takes. */
  done: Promise<string>;
  cancel(): void;
}

/** A file this browser started uploading and did not finish, within the 24 hours the server keeps it. */
export interface UnfinishedUpload {
  startedAt: Date;
  previous: PreviousUpload;
}

const FALLBACK_ERROR = 'Failed to upload file to storage';
const TTL_MS = RESUMABLE_UPLOAD_TTL_HOURS * 3600_000;

/** tus-js-client's options: chunks of 16 MiB, retried after a dropped connection, remembered (localStorage) until finished. */
function tusUpload(file: File, handlers: Pick<ConstructorParameters<typeof Upload>[1], 'onProgress' | 'onSuccess' | 'onError'> = {}): Upload {
  return new Upload(file, {
    endpoint: `${window.location.origin}${RESUMABLE_UPLOADS_PATH}`,
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
    metadata: { filetype: file.type || 'application/octet-stream', filename: file.name },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    ...handlers,
  });
}

/** The newest unfinished upload of this same file (name, type, size, date), forgetting those older than 24 hours. */
export async function findUnfinishedUpload(file: File): Promise<UnfinishedUpload | null> {
  const upload = tusUpload(file);
  const previous = await upload.findPreviousUploads().catch(() => []);
  const fresh: UnfinishedUpload[] = [];
  for (const entry of previous) {
    const startedAt = new Date(entry.creationTime);
    if (Date.now() - startedAt.getTime() < TTL_MS) fresh.push({ startedAt, previous: entry });
    else await defaultOptions.urlStorage.removeUpload(entry.urlStorageKey);
  }
  return fresh.sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0] ?? null;
}

/** Forgets an unfinished upload the user chose not to continue (the server removes its bytes after 24 hours). */
export async function forgetUnfinishedUpload(unfinished: UnfinishedUpload): Promise<void> {
  await defaultOptions.urlStorage.removeUpload(unfinished.previous.urlStorageKey);
}

/** The API's `{ message }` of a refused tus request, else a generic line. */
function messageOf(error: Error): string {
  const body = error instanceof DetailedError ? error.originalResponse?.getBody() : undefined;
  try {
    const message = (JSON.parse(body ?? '') as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not JSON: a network failure
  }
  return FALLBACK_ERROR;
}

/**
 * Uploads a file with the tus protocol to /api/uploads, in chunks, resuming after a dropped connection
 * where the server stopped counting bytes, or continuing `resumeFrom` (an earlier page's upload of it).
 */
export function uploadFile(file: File, onProgress: (progress: UploadProgress) => void, resumeFrom: UnfinishedUpload | null = null): UploadHandle {
  const startedAt = performance.now();
  let firstBytes: number | null = null;
  let cancel = () => undefined as void;
  const done = new Promise<string>((resolve, reject) => {
    const upload: Upload = tusUpload(file, {
      onProgress: (loaded, total) => {
        firstBytes ??= loaded;
        const elapsedSeconds = (performance.now() - startedAt) / 1000;
        const rate = elapsedSeconds > 0.2 ? (loaded - firstBytes) / elapsedSeconds : 0;
        onProgress({
          loaded,
          total,
          percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
          secondsLeft: rate > 0 ? Math.max(0, (total - loaded) / rate) : null,
        });
      },
      onSuccess: () => resolve(new URL(upload.url!, window.location.origin).pathname),
      onError: (error) => reject(new Error(messageOf(error))),
    });
    if (resumeFrom) upload.resumeFromPreviousUpload(resumeFrom.previous);
    upload.start();
    cancel = () => {
      // Terminates the upload: the server deletes its bytes and this browser forgets it.
      void upload.abort(true).catch(() => undefined);
      reject(new UploadCancelledError());
    };
  });
  return { done, cancel: () => cancel() };
}
