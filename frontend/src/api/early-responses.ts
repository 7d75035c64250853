declare global {
  interface Window {
    /** Answers index.html asked for before any script arrived, by path and query (see app/first-screen-requests.ts). */
    __earlyResponses?: Record<string, Promise<Response | null>>;
  }
}

/** The answer index.html already asked for this GET, taken once; undefined when there is none. */
export function takeEarlyResponse(request: Request): Promise<Response | null> | undefined {
  const early = window.__earlyResponses;
  if (!early || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const response = url.origin === window.location.origin ? early[key] : undefined;
  delete early[key];
  return response;
}
