import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../error-response.dto';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitName } from './rate-limits';

export const RATE_LIMIT_NAME = 'rateLimitName';

export const RateLimit = (name: RateLimitName) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_NAME, name),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many attempts' }),
  );
