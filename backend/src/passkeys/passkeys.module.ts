import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PasskeyStrategy } from '../auth/strategies/passkey.strategy';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyConfirmation } from './passkey-confirmation.service';
import { PasskeyRegistration } from './passkey-registration.service';
import { PasskeySignInGuard } from './passkey-sign-in.guard';
import { PasskeySignIn } from './passkey-sign-in.service';
import { PasskeySignInController } from './passkey-sign-in.controller';
import { PasskeysController } from './passkeys.controller';
import { PasskeysService } from './passkeys.service';

/** Passkeys (WebAuthn): each account's list, managed from the browser session, the sign-in with one, and confirming with one. */
@Module({
  imports: [AuthModule],
  controllers: [PasskeysController, PasskeySignInController],
  providers: [PasskeysService, PasskeyChallenges, PasskeyRegistration, PasskeySignIn, PasskeyStrategy, PasskeySignInGuard, PasskeyConfirmation],
  exports: [PasskeyConfirmation],
})
export class PasskeysModule {}
