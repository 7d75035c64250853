import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { validationException } from '../common/validation';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/credentials.dto';
import { Sessions } from './request-session';
import { INVALID_CREDENTIALS } from '@genalpha/shared';

/**
 * Validates the body with the same messages as every other route, then checks the password and
 * starts a fresh session (a new id: the one the browser had is ended).
 */
@Injectable()
export class LoginGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: Sessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest<{ Body: { email?: unknown; password?: unknown } | undefined }>>();
    const body = req.body ?? {};
    const errors = await validate(plainToInstance(LoginDto, body), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
    if (errors.length > 0) throw validationException(errors);
    const user = await this.auth.validateCredentials(String(body.email).trim().toLowerCase(), String(body.password));
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    await this.sessions.logIn(req, user);
    return true;
  }
}
