import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { releaseStrategy, trackStrategy } from './app-strategies';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { AccessTokenAuth, AuthenticatedToken } from '../../tokens/access-token-auth.service';
import { bearerSecret } from '../../tokens/bearer-header';

/** Sign-in by `Authorization: Bearer <secret>`: the live access token it names, or none (AccessTokenGuard answers 401). */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, 'access-token') implements OnModuleDestroy {
  constructor(private readonly tokens: AccessTokenAuth) {
    super();
    trackStrategy('access-token', this);
  }

  onModuleDestroy(): void {
    releaseStrategy('access-token', this);
  }

  async validate(req: FastifyRequest): Promise<AuthenticatedToken | false> {
    return (await this.tokens.authenticate(bearerSecret(req.headers.authorization))) ?? false;
  }
}
