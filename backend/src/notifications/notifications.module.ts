import { Module } from '@nestjs/common';
import { NotificationEventsListener } from './notification-events.listener';
import { NotificationStreamService } from './notification-stream.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationStreamService, NotificationEventsListener],
})
export class NotificationsModule {}
