import { Module } from '@nestjs/common';
import { UnreadCounts } from '@genalpha/db';
import { NotificationEventsListener } from './notification-events.listener';
import { NotificationStreamService } from './notification-stream.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { unreadCountsProvider } from './unread-counts.provider';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationStreamService, NotificationEventsListener, unreadCountsProvider],
  exports: [UnreadCounts],
})
export class NotificationsModule {}
