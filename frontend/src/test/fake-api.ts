import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | (() => Promise<never>);

/**
 * Answers the client's requests from a table of `'METHOD /path'` replies, as the API would
 * (JSON, status codes, error bodies), and records what was sent. Unlisted calls get a 404.
 */
export function fakeApi(routes: Record<string, Reply>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    calls.push({ method: input.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    const reply = routes[`${input.method} ${url.pathname}`];
    if (typeof reply === 'function') return reply();
    if (!reply) return Response.json({ statusCode: 404, message: 'Not Found', error: 'Not Found' }, { status: 404 });
    const status = reply.status ?? 200;
    return status === 204 ? new Response(null, { status }) : Response.json(reply.body ?? {}, { status });
  });
  return calls;
}

/** A request that never answers: the screen stays in its loading state. */
export const pending = () => new Promise<never>(() => undefined);

export const signedOut = { 'GET /api/user': { status: 401, body: { statusCode: 401, message: 'User not authenticated', error: 'Unauthorized' } } };
