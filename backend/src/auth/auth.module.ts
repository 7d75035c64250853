import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '@genalpha/shared';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { GateController } from './gate.controller';
import { LocalStrategy } from './local.strategy';
import { PasswordService } from './password.service';
import { PgSessionStore } from './pg-session.store';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([User])],
  controllers: [AuthController, GateController],
  providers: [AuthService, PasswordService, LocalStrategy, SessionSerializer, PgSessionStore],
  exports: [AuthService, PasswordService, PgSessionStore],
})
export class AuthModule {}
