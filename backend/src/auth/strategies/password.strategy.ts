import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { INVALID_CREDENTIALS } from '@genalpha/shared';
import { AuthService } from '../auth.service';
import { SessionUser } from '../session-user';

/**
 * Sign-in by email and password (the body's `email` and `password`): the account they prove,
 * admitted as every sign-in is (AuthService.admit: 403 suspended, 409 being deleted), else 401.
 */
@Injectable()
export class PasswordStrategy extends PassportStrategy(Strategy, 'password') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<SessionUser> {
    const user = await this.auth.checkPassword(email.trim().toLowerCase(), password);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return this.auth.admit(user);
  }
}
