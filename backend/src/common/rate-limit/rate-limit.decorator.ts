import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../error-response.dto';
import { TOO_MANY_REQUESTS_HEADERS } from './rate-limit-headers';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_NAMES, RateLimitName } from './rate-limits';

/**
 * Counts the request against each named limit; any one over its limit refuses it. Its answers carry
 * RateLimit-Policy and RateLimit (documented by documentRateLimitHeaders from the 429 declared here).
 */
export const RateLimit = (...names: [RateLimitName, ...RateLimitName[]]) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_NAMES, names),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many attempts', headers: TOO_MANY_REQUESTS_HEADERS }),
  );
