import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '@genalpha/shared';
import { AccountRoles } from './account-roles.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { GateController } from './gate.controller';
import { LocalStrategy } from './local.strategy';
import { PasswordService } from './password.service';
import { PgSessionStore } from './pg-session.store';
import { SessionReader } from './session-reader';
import { SessionRevocation } from './session-revocation.service';
import { SessionSerializer } from './session.serializer';
import { StaffGuard } from './staff.guard';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([User])],
  controllers: [AuthController, GateController],
  providers: [AuthService, PasswordService, LocalStrategy, SessionSerializer, PgSessionStore, SessionReader, SessionRevocation, AccountRoles, StaffGuard],
  exports: [AuthService, PasswordService, PgSessionStore, SessionReader, SessionRevocation, AccountRoles, StaffGuard],
})
export class AuthModule {}
