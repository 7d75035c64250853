import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../error-response.dto';
import { TOO_MANY_REQUESTS_HEADERS } from './rate-limit-headers';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMITS, RateLimitKey, RateLimitName } from '@genalpha/shared';
import { RATE_LIMIT_NAMES } from './rate-limit-metadata';

/**
 * Counts the request against each named limit; any one over its limit refuses it. Its answers carry
 * RateLimit-Policy and RateLimit (documented by documentRateLimitHeaders from the 429 declared here).
 */
export const RateLimit = (...names: [RateLimitName, ...RateLimitName[]]) =>
  applyDecorators(SetMetadata(RATE_LIMIT_NAMES, names), UseGuards(RateLimitGuard), ApiRateLimited(names));

/** Documents the 429 of the named limits, for a handler counting some of its requests itself (RateLimiter.enforce); `counted` says which. */
export const ApiRateLimited = (names: RateLimitName[], counted?: string) =>
  ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: `Too many attempts: at most ${names.map(describeLimit).join('; ')}${counted ? `, counting ${counted}` : ''}. Retry-After says when to try again.`,
    headers: TOO_MANY_REQUESTS_HEADERS,
  });

const KEY_NAMES: Record<RateLimitKey, string> = { ip: 'address', email: 'email', emailAndAddress: 'account and address', user: 'user' };

/** E.g. "5 per 5 minutes per account and address (loginAccount)", for the API's readers. */
function describeLimit(name: RateLimitName): string {
  const { limit, windowSeconds, per } = RATE_LIMITS[name];
  const window =
    windowSeconds % 3600 === 0 ? [windowSeconds / 3600, 'hour'] : windowSeconds % 60 === 0 ? [windowSeconds / 60, 'minute'] : [windowSeconds, 'second'];
  const span = window[0] === 1 ? window[1] : `${window[0]} ${window[1]}s`;
  return `${limit} per ${span} per ${per.map((key) => KEY_NAMES[key]).join(' and per ')} (${name})`;
}
