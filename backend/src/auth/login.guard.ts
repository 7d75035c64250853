import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { validationException } from '../common/validation';
import { LoginDto } from './dto/credentials.dto';

/**
 * Validates the body with the same messages as every other route, then lets the
 * local strategy check the password and starts a fresh session (passport regenerates the id).
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const errors = await validate(plainToInstance(LoginDto, req.body ?? {}), {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
    });
    if (errors.length > 0) throw validationException(errors);
    req.body.email = String(req.body.email).trim().toLowerCase();
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(req);
    return ok;
  }
}
