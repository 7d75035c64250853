import type { components } from './schema';

type ErrorBody = components['schemas']['ErrorResponseDto'];
type VideoDetail = components['schemas']['VideoDetailDto'];

/** A non-2xx answer of the API, carrying its `{ statusCode, message, error, errors? }`. */
export class GenAlphaApiError extends Error implements ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly errors?: ErrorBody['errors'];
  /** From Retry-After on a 429 (or 503): seconds to wait before trying again. */
  readonly retryAfterSeconds?: number;

  constructor(body: ErrorBody, retryAfterSeconds?: number) {
    super(body.message);
    this.name = 'GenAlphaApiError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    if (body.errors) this.errors = body.errors;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * From an answer's status and parsed body: the API's own error body when it is one, else the
   * status text (a storage service's signed URL may answer in XML, a proxy in HTML).
   */
  static from(status: number, statusText: string, body: unknown, retryAfter?: string | null): GenAlphaApiError {
    const given = typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : {};
    const text = typeof body === 'string' ? body.trim().slice(0, 500) : '';
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    return new GenAlphaApiError(
      {
        statusCode: given.statusCode ?? status,
        message: typeof given.message === 'string' ? given.message : text || statusText || `HTTP ${status}`,
        error: given.error ?? statusText,
        ...(given.errors ? { errors: given.errors } : {}),
      },
      Number.isFinite(seconds) ? seconds : undefined,
    );
  }
}

/** The worker could not process an uploaded video (it is not a playable video file). */
export class VideoProcessingError extends Error {
  constructor(readonly video: VideoDetail) {
    super(video.failureReason ?? 'The video could not be processed');
    this.name = 'VideoProcessingError';
  }
}
