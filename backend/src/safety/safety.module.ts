import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-email/account-mail.module';
import { AppealsController } from './appeals.controller';
import { AppealsService } from './appeals.service';
import { ContentReportsController } from './content-reports.controller';
import { ContentReportsService } from './content-reports.service';

/** Safe from each other: reports of comments and accounts, and appeals of moderation decisions. */
@Module({
  imports: [AccountMailModule],
  controllers: [ContentReportsController, AppealsController],
  providers: [ContentReportsService, AppealsService],
})
export class SafetyModule {}
