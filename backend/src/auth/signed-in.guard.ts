import { CanActivate, ExecutionContext, Injectable, UnauthorizedException, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/error-response.dto';

@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!req.user) throw new UnauthorizedException('User not authenticated');
    return true;
  }
}

const signedIn = (...schemes: ReturnType<typeof ApiCookieAuth>[]) =>
  applyDecorators(UseGuards(SignedInGuard), ...schemes, ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }));

/** The route needs a signed-in user (401 otherwise): the session cookie or an access token. */
export const SignedIn = () => signedIn(ApiCookieAuth(), ApiBearerAuth('bearer'));

/** The route needs the browser session; pair it with @NoAccessTokens, which refuses tokens. */
export const SignedInBySession = () => signedIn(ApiCookieAuth());
