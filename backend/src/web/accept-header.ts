/** The q-value of each item of an Accept or Accept-Encoding header, lower-cased, its other parameters dropped (0 to 1, 1 when absent). */
export function qualityValues(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return q;
}

/**
 * Whether a request's Accept takes an HTML page: text/html, else text/*, else *\/* with a q above 0.
 * A request without Accept takes anything (RFC 9110 12.5.1), as curl's `*\/*` does.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  const q = qualityValues(accept);
  return (q.get('text/html') ?? q.get('text/*') ?? q.get('*/*') ?? 0) > 0;
}
