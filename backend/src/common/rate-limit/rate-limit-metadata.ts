/** The metadata key under which @RateLimit() leaves its limits' names for RateLimitGuard (the limits: RATE_LIMITS in @genalpha/shared). */
export const RATE_LIMIT_NAMES = 'rateLimitNames';
