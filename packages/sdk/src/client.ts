import createClient, { type Client } from 'openapi-fetch';
import { GenAlphaApiError } from './errors';
import type { paths } from './schema';

export type GenAlphaClient = Client<paths>;

export interface GenAlphaClientOptions {
  /** Where the app runs, e.g. https://genalpha.example or http://localhost:3000 (no /api). */
  baseUrl: string;
  /** A personal access token (ga_pat_…), sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent with every request, e.g. `{ cookie: 'genalpha.sid=…' }` to act as a signed-in browser session. */
  headers?: Record<string, string>;
  /** Another fetch (a test double, a proxy agent); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Where a client sends requests and with which headers: what the resumable upload (tus-js-client, outside openapi-fetch) needs too. */
export interface Connection {
  baseUrl: string;
  headers: Record<string, string>;
}

const connections = new WeakMap<GenAlphaClient, Connection>();

/** A typed client of every /api operation of openapi.yaml (openapi-fetch: `client.GET('/api/videos/{id}', …)`). */
export function createGenAlphaClient({ baseUrl, token, headers, fetch }: GenAlphaClientOptions): GenAlphaClient {
  const connection = { baseUrl: baseUrl.replace(/\/+$/, ''), headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  const client = createClient<paths>({ ...connection, ...(fetch ? { fetch } : {}) });
  connections.set(client, connection);
  return client;
}

/** The connection of a client made by createGenAlphaClient. */
export function connectionOf(client: GenAlphaClient): Connection {
  const connection = connections.get(client);
  if (!connection) throw new Error('Uploads need a client made by createGenAlphaClient');
  return connection;
}

/** The body of a successful call, else a GenAlphaApiError: `const video = await data(client.GET(…))`. */
export async function data<Data>(call: Promise<{ data?: Data; error?: unknown; response: Response }>): Promise<Data> {
  const { data: body, error, response } = await call;
  if (!response.ok) throw GenAlphaApiError.from(response.status, response.statusText, error, response.headers.get('retry-after'));
  return body as Data;
}
