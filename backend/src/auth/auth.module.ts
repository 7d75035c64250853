import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '@genalpha/db';
import { AccountMailModule } from '../account-email/account-mail.module';
import { AccountController } from './account.controller';
import { AccountRoles } from './account-roles.service';
import { AccountSessions } from './account-sessions.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { GateController } from './gate.controller';
import { PasswordSignInGuard } from './password-sign-in.guard';
import { PasswordChange } from './password-change.service';
import { PasswordService } from './password.service';
import { PgSessionStore } from './pg-session.store';
import { Sessions } from './request-session';
import { SessionReader } from './session-reader';
import { SessionRevocation } from './session-revocation.service';
import { StaffGuard } from './staff.guard';
import { PasswordStrategy } from './strategies/password.strategy';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AccountMailModule],
  controllers: [AuthController, AccountController, GateController],
  providers: [
    AuthService,
    PasswordService,
    PasswordChange,
    AccountSessions,
    PasswordStrategy,
    PasswordSignInGuard,
    Sessions,
    PgSessionStore,
    SessionReader,
    SessionRevocation,
    AccountRoles,
    StaffGuard,
  ],
  exports: [AuthService, PasswordService, Sessions, PgSessionStore, SessionReader, SessionRevocation, AccountRoles, StaffGuard],
})
export class AuthModule {}
