import { Module } from '@nestjs/common';
import { AccountMail } from './account-mail.service';
import { AccountTokens } from './account-tokens.service';

/** Mailed single-use links (tokens and the mail.send job), for sign-up and the account-email flows. */
@Module({ providers: [AccountTokens, AccountMail], exports: [AccountTokens, AccountMail] })
export class AccountMailModule {}
