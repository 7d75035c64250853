import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { AccessTokenAuth, AuthenticatedToken } from '../../tokens/access-token-auth.service';
import { bearerSecret } from '../../tokens/bearer-header';

/** Sign-in by `Authorization: Bearer <secret>`: the live access token it names, or none (AccessTokenGuard answers 401). */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, 'access-token') {
  constructor(private readonly tokens: AccessTokenAuth) {
    super();
  }

  async validate(req: FastifyRequest): Promise<AuthenticatedToken | false> {
    return (await this.tokens.authenticate(bearerSecret(req.headers.authorization))) ?? false;
  }
}
