import type { OpenAPIObject } from '@nestjs/swagger';
import { operationsOf } from '../../openapi/document-operations';

/** One limit as a client sees it: its quota per window, and what is left of it in the current window. */
export interface PolicyState {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Absent when the request was not counted against this policy (Redis away, or nothing to key it on). */
  remaining?: number;
  resetSeconds?: number;
}

/** `RateLimit-Policy` of the IETF httpapi draft (09+, structured fields): `"<name>";q=<quota>;w=<window>` per policy. */
export function rateLimitPolicyHeader(policies: PolicyState[]): string {
  return policies.map((policy) => `"${policy.name}";q=${policy.limit};w=${policy.windowSeconds}`).join(', ');
}

/** `RateLimit` of the same draft: `"<name>";r=<remaining>;t=<seconds until reset>` per counted policy; undefined when none was counted. */
export function rateLimitHeader(policies: PolicyState[]): string | undefined {
  const counted = policies.filter((policy) => policy.remaining !== undefined);
  if (counted.length === 0) return undefined;
  return counted.map((policy) => `"${policy.name}";r=${policy.remaining};t=${policy.resetSeconds}`).join(', ');
}

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Headers documented on the 429 of every rate-limited operation (by @RateLimit). */
export const TOO_MANY_REQUESTS_HEADERS = {
  'Retry-After': headerRef('Retry-After'),
  RateLimit: headerRef('RateLimit'),
  'RateLimit-Policy': headerRef('RateLimit-Policy'),
};

/** For other answers that ask the client to come back later (quotas, a busy server). */
export const RETRY_AFTER_HEADERS = { 'Retry-After': headerRef('Retry-After') };

const HEADER_DEFINITIONS = {
  'RateLimit-Policy': {
    description:
      'The limits this operation is counted against (IETF httpapi RateLimit header fields, draft 09+): per policy its name, ' +
      'q the requests allowed per window, w the window in seconds.',
    schema: { type: 'string', example: '"login";q=10;w=60, "loginAccount";q=5;w=300' },
  },
  RateLimit: {
    description:
      'What is left of each policy in its current window: r the requests remaining, t the seconds until the window resets. ' +
      'Where a policy counts several keys (e.g. address and email), r is the lowest. Absent if the request could not be counted.',
    schema: { type: 'string', example: '"login";r=9;t=60, "loginAccount";r=4;t=300' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1, example: 42 },
  },
};

/**
 * Declares the rate-limit headers under components/headers and adds RateLimit and RateLimit-Policy
 * to the successful answers of each operation whose 429 @RateLimit documented.
 */
export function documentRateLimitHeaders(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, headers: { ...document.components?.headers, ...HEADER_DEFINITIONS } };
  for (const [, { responses }] of operationsOf(document)) {
    const limited = responses as Record<string, { headers?: Record<string, unknown> }>;
    if (!limited['429']?.headers?.RateLimit) continue;
    for (const [status, response] of Object.entries(limited)) {
      if (status.startsWith('2'))
        response.headers = { ...response.headers, RateLimit: headerRef('RateLimit'), 'RateLimit-Policy': headerRef('RateLimit-Policy') };
    }
  }
  return document;
}
