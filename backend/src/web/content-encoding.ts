import { qualityValues } from './accept-header';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send from those available, by the request's Accept-Encoding and its q-values:
 * the highest q wins, `onTie` (brotli unless told) on a tie; undefined for the file as it is (no header,
 * nothing acceptable, or `identity` preferred).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
  onTie: Encoding = 'br',
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = qualityValues(acceptEncoding);
  const quality = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  let best: Encoding | undefined;
  const order: Encoding[] = onTie === 'br' ? ['br', 'gzip'] : ['gzip', 'br'];
  for (const coding of order.filter((c) => available.includes(c))) {
    if (quality(coding) > 0 && (best === undefined || quality(coding) > quality(best))) best = coding;
  }
  // identity is acceptable unless refused; it wins only when preferred outright.
  const identity = q.get('identity') ?? (q.get('*') === 0 ? 0 : 1);
  if (best && q.has('identity') && identity > quality(best)) return undefined;
  return best;
}

/** Adds Accept-Encoding to the response's Vary header once. */
export function varyOnEncoding(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }): void {
  const vary = String(reply.getHeader('Vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
