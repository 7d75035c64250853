import { GenAlphaApiError, GenAlphaClient, createGenAlphaClient } from '@genalpha/sdk';
import { SEED_EMAIL_DOMAIN } from '@genalpha/db';
import { SEED_PASSWORD } from './seed';

export const seedEmail = (n: number) => `seed-${n}@${SEED_EMAIL_DOMAIN}`;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 200)}`);
  }
}

/** A signed-in (or visitor) client of the API: JSON in and out, the session cookie sent along. */
export class ApiClient {
  /** The SDK on the same session, for the steps around the measurements (uploads, publishing, clean-up). */
  readonly sdk: GenAlphaClient;

  constructor(
    readonly baseUrl: string,
    readonly cookie?: string,
  ) {
    this.sdk = createGenAlphaClient({ baseUrl, headers: cookie ? { cookie } : {} });
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new ApiError(res.status, text, `${method} ${path}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }
}

/** Signs a seeded account in; the client carries its session cookie. */
export async function signIn(baseUrl: string, email: string, password = SEED_PASSWORD): Promise<ApiClient> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), `sign-in of ${email}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('genalpha.sid='));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return new ApiClient(baseUrl, cookie);
}

/** Signs many accounts in, a few at a time (each sign-in spends ~15 ms of CPU on argon2). */
export async function signInMany(baseUrl: string, emails: string[], parallel = 4): Promise<ApiClient[]> {
  const clients: ApiClient[] = new Array(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < emails.length) {
        const index = next++;
        clients[index] = await signIn(baseUrl, emails[index]);
      }
    }),
  );
  return clients;
}

/** Whether the route exists: a 404 from the router (as opposed to a missing row) means the module has not landed. */
export function isMissingRoute(error: unknown): boolean {
  const router404 = /Cannot (GET|POST|PUT|PATCH|DELETE)/;
  if (error instanceof GenAlphaApiError) return error.statusCode === 404 && router404.test(error.message);
  return error instanceof ApiError && error.status === 404 && router404.test(error.body);
}
