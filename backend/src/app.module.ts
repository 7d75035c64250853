import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '@genalpha/shared';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CommentsModule } from './comments/comments.module';
import { ConfigModule } from './config/config.module';
import { CreatorsModule } from './creators/creators.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { NotificationsModule } from './notifications/notifications.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SocialModule } from './social/social.module';
import { StorageModule } from './storage/storage.module';
import { VideosModule } from './videos/videos.module';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Honours a well-formed X-Request-Id from a proxy, else makes one; echoed back to the client. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            genReqId: requestId,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            customProps: () => ({ service: 'api' }),
          },
        }),
        EventEmitterModule.forRoot(),
        DatabaseModule,
        RedisModule,
        QueueModule,
        HealthModule,
        AuthModule,
        // Feature modules are listed below, one line each.
        StorageModule,
        VideosModule,
        SocialModule,
        CommentsModule,
        NotificationsModule,
        CreatorsModule,
        AdminModule,
      ],
    };
  }
}
