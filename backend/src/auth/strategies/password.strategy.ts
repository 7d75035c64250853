import { Injectable, UnauthorizedException, OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { releaseStrategy, trackStrategy } from './app-strategies';
import { Strategy } from 'passport-local';
import { INVALID_CREDENTIALS } from '@genalpha/shared';
import { AuthService } from '../auth.service';
import { SessionUser } from '../session-user';

/**
 * Sign-in by email and password (the body's `email` and `password`): the account they prove,
 * admitted as every sign-in is (AuthService.admit: 403 suspended, 409 being deleted), else 401.
 */
@Injectable()
export class PasswordStrategy extends PassportStrategy(Strategy, 'password') implements OnModuleDestroy {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
    trackStrategy('password', this);
  }

  onModuleDestroy(): void {
    releaseStrategy('password', this);
  }

  async validate(email: string, password: string): Promise<SessionUser> {
    const user = await this.auth.checkPassword(email.trim().toLowerCase(), password);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return this.auth.admit(user);
  }
}
