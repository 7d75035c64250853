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
  done: Promise<void>;
  cancel(): void;
}

/**
 * PUTs a file to a signed URL with XMLHttpRequest, the one browser API that reports upload
 * progress; the body is the raw file with the file's own content type.
 */
export function uploadFile(url: string, file: File, onProgress: (progress: UploadProgress) => void): UploadHandle {
  const request = new XMLHttpRequest();
  const startedAt = performance.now();
  const done = new Promise<void>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      const elapsedSeconds = (performance.now() - startedAt) / 1000;
      const rate = elapsedSeconds > 0.2 ? event.loaded / elapsedSeconds : 0;
      onProgress({
        loaded: event.loaded,
        total,
        percent: total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0,
        secondsLeft: rate > 0 ? Math.max(0, (total - event.loaded) / rate) : null,
      });
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error('Failed to upload file to storage')));
    request.onerror = () => reject(new Error('Failed to upload file to storage'));
    request.onabort = () => reject(new UploadCancelledError());
    request.open('PUT', throughDevProxy(url));
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.send(file);
  });
  return { done, cancel: () => request.abort() };
}

/** The object's address without the signature: what the API stores. */
export function withoutQuery(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}

/** Under `npm run dev` the API's own upload URLs go through Vite's proxy, keeping them same-origin. */
function throughDevProxy(url: string): string {
  const apiOrigin = import.meta.env.VITE_API_PUBLIC_ORIGIN;
  return import.meta.env.DEV && apiOrigin && url.startsWith(`${apiOrigin}/`) ? url.slice(apiOrigin.length) : url;
}
