import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountMailModule } from './account-mail.module';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** Email verification and password reset, by mailed single-use links. */
@Module({
  imports: [AuthModule, AccountMailModule],
  controllers: [EmailVerificationController, PasswordResetController],
  providers: [EmailVerificationService, PasswordResetService],
})
export class AccountEmailModule {}
