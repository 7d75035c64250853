import { DynamicModule, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { AppConfig } from '@genalpha/shared';
import { AccountEmailModule } from './account-email/account-email.module';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccountExportModule } from './account-export/account-export.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { CommentsModule } from './comments/comments.module';
import { ConfigModule } from './config/config.module';
import { CreatorsModule } from './creators/creators.module';
import { DatabaseModule } from './database/database.module';
import { FeedModule } from './feed/feed.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PasskeysModule } from './passkeys/passkeys.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { RumModule } from './rum/rum.module';
import { SafetyModule } from './safety/safety.module';
import { SearchModule } from './search/search.module';
import { SocialModule } from './social/social.module';
import { StorageModule } from './storage/storage.module';
import { TokensModule } from './tokens/tokens.module';
import { VideosModule } from './videos/videos.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        EventEmitterModule.forRoot(),
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        QueueModule,
        HealthModule,
        MetricsModule,
        AuthModule,
        AccountEmailModule,
        TokensModule,
        PasskeysModule,
        // Feature modules are listed below, one line each.
        StorageModule,
        VideosModule,
        FeedModule,
        SearchModule,
        SocialModule,
        SafetyModule,
        CommentsModule,
        NotificationsModule,
        CreatorsModule,
        AdminModule,
        AccountDeletionModule,
        AccountExportModule,
        RumModule,
      ],
    };
  }
}
