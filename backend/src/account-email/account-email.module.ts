import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TokensModule } from '../tokens/tokens.module';
import { AccountMailModule } from './account-mail.module';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeService } from './email-change.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** Email verification, password reset and email change, by mailed single-use links. */
@Module({
  imports: [AuthModule, AccountMailModule, TokensModule],
  controllers: [EmailVerificationController, PasswordResetController, EmailChangeController],
  providers: [EmailVerificationService, PasswordResetService, EmailChangeService],
})
export class AccountEmailModule {}
