import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-email/account-mail.module';
import { AppealsController } from './appeals.controller';
import { AppealsService } from './appeals.service';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { ContentReportsController } from './content-reports.controller';
import { ContentReportsService } from './content-reports.service';
import { MutesController } from './mutes.controller';
import { MutesService } from './mutes.service';

/**
 * Safe from each other: blocks, mutes and muted words (what they keep out of each list is applied in
 * SQL, packages/shared viewer-filters.ts), reports of comments and accounts, and appeals of moderation decisions.
 */
@Module({
  imports: [AccountMailModule],
  controllers: [BlocksController, MutesController, ContentReportsController, AppealsController],
  providers: [BlocksService, MutesService, ContentReportsService, AppealsService],
})
export class SafetyModule {}
