export type RateLimitKey = 'ip' | 'email' | 'user';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  /** Each dimension is counted on its own; any one over its limit refuses the request. */
  per: RateLimitKey[];
}

export const RATE_LIMITS = {
  login: { limit: 10, windowSeconds: 60, per: ['ip', 'email'] },
  register: { limit: 5, windowSeconds: 600, per: ['ip', 'email'] },
  gate: { limit: 10, windowSeconds: 60, per: ['ip'] },
  upload: { limit: 30, windowSeconds: 600, per: ['user'] },
  reportBroken: { limit: 20, windowSeconds: 60, per: ['ip'] },
  comment: { limit: 20, windowSeconds: 60, per: ['user'] },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
