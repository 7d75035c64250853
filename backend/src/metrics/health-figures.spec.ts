import { difference, httpTotalsOf, quantile } from './health-figures';

const exposition = (ok: number, failed: number, fast: number, slow: number) => `# HELP genalpha_http_requests_total x
# TYPE genalpha_http_requests_total counter
genalpha_http_requests_total{route="/api/videos",method="GET",status="200"} ${ok}
genalpha_http_requests_total{route="/api/videos",method="GET",status="500"} ${failed}
genalpha_http_requests_total{route="unmatched",method="GET",status="404"} 1
# TYPE genalpha_http_request_duration_seconds histogram
genalpha_http_request_duration_seconds_bucket{le="0.1",route="/api/videos",method="GET"} ${fast}
genalpha_http_request_duration_seconds_bucket{le="0.5",route="/api/videos",method="GET"} ${fast}
genalpha_http_request_duration_seconds_bucket{le="1",route="/api/videos",method="GET"} ${fast + slow}
genalpha_http_request_duration_seconds_bucket{le="+Inf",route="/api/videos",method="GET"} ${fast + slow}
genalpha_http_request_duration_seconds_bucket{le="0.1",route="unmatched",method="GET"} 1
genalpha_http_request_duration_seconds_bucket{le="0.5",route="unmatched",method="GET"} 1
genalpha_http_request_duration_seconds_bucket{le="1",route="unmatched",method="GET"} 1
genalpha_http_request_duration_seconds_bucket{le="+Inf",route="unmatched",method="GET"} 1
genalpha_http_request_duration_seconds_sum{route="/api/videos",method="GET"} 12
`;

describe('health figures from an exposition', () => {
  it('sums requests, 5xx and the latency buckets over every route', () => {
    expect(httpTotalsOf(exposition(90, 9, 98, 1))).toEqual({
      requests: 100,
      errors: 9,
      buckets: [
        [0.1, 99],
        [0.5, 99],
        [1, 100],
        [Infinity, 100],
      ],
    });
  });

  it('takes the p99 as histogram_quantile does, and none without requests', () => {
    expect(quantile(0.99, httpTotalsOf(exposition(90, 9, 98, 1)).buckets)).toBeCloseTo(0.1);
    expect(quantile(0.99, httpTotalsOf(exposition(50, 0, 89, 10)).buckets)).toBeCloseTo(0.95);
    expect(
      quantile(0.99, [
        [0.1, 0],
        [Infinity, 0],
      ]),
    ).toBeNull();
    expect(
      quantile(0.99, [
        [0.1, 0],
        [10, 0],
        [Infinity, 5],
      ]),
    ).toBe(10);
  });

  it('tells what happened between two readings, or since a restart', () => {
    const before = httpTotalsOf(exposition(10, 0, 11, 0));
    const now = httpTotalsOf(exposition(30, 2, 21, 10));
    expect(difference(now, before)).toMatchObject({ requests: 22, errors: 2 });
    expect(difference(now, before).buckets.at(-1)).toEqual([Infinity, 20]);
    expect(difference(before, now)).toBe(before);
  });
});
