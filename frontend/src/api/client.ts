import createClient from 'openapi-fetch';
import { takeEarlyResponse } from './early-responses';
import type { paths } from './schema';

/** The one API client: same origin, session cookie included; the first screen's answers may be on their way already. */
export const apiClient = createClient<paths>({
  // Absolute, so the same client works in the browser and under the component tests' DOM.
  baseUrl: window.location.origin,
  credentials: 'include',
  fetch: async (request) => (await takeEarlyResponse(request)) ?? globalThis.fetch(request),
});

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of a successful answer, read from the generated schema. */
export type ApiResponse<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends { responses: infer R }
  ? JsonContent<R[keyof R & (200 | 201)]>
  : never;

interface ErrorBody {
  statusCode?: number;
  message?: string | string[];
  error?: string;
  errors?: { field: string; message: string }[];
}

/** A non-2xx answer, carrying the server's `{ statusCode, message, error, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static from(response: Response, body: unknown): ApiError {
    const error = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    const message = Array.isArray(error.message) ? error.message[0] : error.message;
    const text = typeof body === 'string' && body ? body : undefined;
    return new ApiError(response.status, message ?? text ?? `${response.status}: ${response.statusText}`, error.errors ?? []);
  }
}

/** Resolves to the answer's data, or throws an ApiError for a non-2xx answer. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.from(response, error);
  return data as T;
}

/** The server's message when it gave one, else the fallback the spec names. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}
