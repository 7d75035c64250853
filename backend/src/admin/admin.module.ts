import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-email/account-mail.module';
import { AdminHealthController } from './admin-health.controller';
import { AdminHealthService } from './admin-health.service';
import { AuthModule } from '../auth/auth.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TokensModule } from '../tokens/tokens.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminVideosController } from './admin-videos.controller';
import { AdminVideosService } from './admin-videos.service';
import { AppealsQueueController } from './appeals-queue.controller';
import { AppealsQueueService } from './appeals-queue.service';
import { CommentModerationController } from './comment-moderation.controller';
import { CommentModerationService } from './comment-moderation.service';
import { ContentReportsQueueController } from './content-reports-queue.controller';
import { ContentReportsQueueService } from './content-reports-queue.service';
import { ListedAdminListener } from './listed-admin.listener';
import { MediaFailuresController } from './media-failures.controller';
import { MediaFailuresService } from './media-failures.service';
import { ModerationLogController } from './moderation-log.controller';
import { ModerationLog } from './moderation-log.service';
import { ReportsQueueController } from './reports-queue.controller';
import { ReportsQueueService } from './reports-queue.service';
import { UserModerationController } from './user-moderation.controller';
import { UserModerationService } from './user-moderation.service';
import { UserRolesController } from './user-roles.controller';
import { UserRolesService } from './user-roles.service';
import { VideoModerationController } from './video-moderation.controller';
import { VideoModerationService } from './video-moderation.service';

/** The moderation console's API under /api/admin: moderators and admins only (roles: admins only). */
@Module({
  imports: [AuthModule, NotificationsModule, TokensModule, AccountMailModule],
  controllers: [
    ReportsQueueController,
    ContentReportsQueueController,
    VideoModerationController,
    CommentModerationController,
    AppealsQueueController,
    AdminVideosController,
    MediaFailuresController,
    UserModerationController,
    UserRolesController,
    AdminUsersController,
    ModerationLogController,
    AdminHealthController,
  ],
  providers: [
    ReportsQueueService,
    ContentReportsQueueService,
    VideoModerationService,
    CommentModerationService,
    AppealsQueueService,
    AdminVideosService,
    MediaFailuresService,
    UserModerationService,
    UserRolesService,
    AdminUsersService,
    ModerationLog,
    ListedAdminListener,
    AdminHealthService,
  ],
})
export class AdminModule {}
