import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { TokensModule } from '../tokens/tokens.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionService } from './account-deletion.service';

/** DELETE /api/user and its cancel; the purge itself is the worker's account.purge. */
@Module({
  imports: [AuthModule, NotificationsModule, PasskeysModule, TokensModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService],
})
export class AccountDeletionModule {}
