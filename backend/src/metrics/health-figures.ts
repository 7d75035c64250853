/** What the console's health view reads of an exposition: requests and 5xx answered, and the latency histogram summed over routes. */
export interface HttpTotals {
  requests: number;
  errors: number;
  /** Cumulative counts by upper bound (seconds; +Inf last), every route and method together. */
  buckets: Array<[le: number, count: number]>;
}

const REQUEST = /^genalpha_http_requests_total\{([^}]*)\} (\S+)$/;
const BUCKET = /^genalpha_http_request_duration_seconds_bucket\{([^}]*)\} (\S+)$/;

/** Reads the totals from Prometheus text exposition (this process's, or every API process's sum from the cluster primary). */
export function httpTotalsOf(text: string): HttpTotals {
  let requests = 0;
  let errors = 0;
  const buckets = new Map<number, number>();
  for (const line of text.split('\n')) {
    const request = REQUEST.exec(line);
    if (request) {
      const count = Number(request[2]);
      requests += count;
      if (/status="5\d\d"/.test(request[1])) errors += count;
      continue;
    }
    const bucket = BUCKET.exec(line);
    if (!bucket) continue;
    const le = /(?:^|,)le="([^"]+)"/.exec(bucket[1])?.[1];
    if (le === undefined) continue;
    const bound = le === '+Inf' ? Infinity : Number(le);
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(bucket[2]));
  }
  return { requests, errors, buckets: [...buckets.entries()].sort((a, b) => a[0] - b[0]) };
}

/** What happened between two readings (counters only grow; a restart between them reads as since the restart). */
export function difference(now: HttpTotals, before: HttpTotals | undefined): HttpTotals {
  if (!before || before.requests > now.requests) return now;
  const earlier = new Map(before.buckets);
  return {
    requests: now.requests - before.requests,
    errors: now.errors - before.errors,
    buckets: now.buckets.map(([le, count]) => [le, count - (earlier.get(le) ?? 0)]),
  };
}

/** The q-quantile from cumulative buckets, interpolated within its bucket as PromQL's histogram_quantile does; null without observations. */
export function quantile(q: number, buckets: Array<[number, number]>): number | null {
  const total = buckets.at(-1)?.[1] ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [le, count] of buckets) {
    if (count >= rank) {
      // Past the largest finite bound nothing more precise is known than that bound.
      if (le === Infinity) return lowerBound;
      return lowerBound + ((le - lowerBound) * (rank - lowerCount)) / Math.max(count - lowerCount, 1e-9);
    }
    lowerBound = le;
    lowerCount = count;
  }
  return lowerBound;
}
