import { CanActivate, ExecutionContext, Injectable, UnauthorizedException, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
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

/** The route needs a signed-in user (401 otherwise). */
export const SignedIn = () =>
  applyDecorators(UseGuards(SignedInGuard), ApiCookieAuth(), ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }));
