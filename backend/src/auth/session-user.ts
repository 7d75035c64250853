import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What the session carries for a signed-in user: only the id; the rest is read when needed. */
export interface SessionUser {
  id: string;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser | undefined => {
  return ctx.switchToHttp().getRequest<FastifyRequest>().user;
});
