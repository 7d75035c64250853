import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_TYPES, NotificationType } from '@genalpha/shared';

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' })
  type!: NotificationType;

  @ApiProperty()
  isRead!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The liked or commented video; null for follows' })
  videoId!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The comment; null unless type is comment' })
  commentId!: string | null;

  @ApiProperty({ format: 'uuid', description: 'Who liked, commented or followed' })
  actorId!: string;

  @ApiProperty({ type: String, nullable: true })
  actorUsername!: string | null;

  @ApiProperty()
  actorDisplayName!: string;

  @ApiProperty({ type: String, nullable: true })
  actorAvatarUrl!: string | null;
}

export class NotificationsPageDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  notifications!: NotificationDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class UnreadCountDto {
  @ApiProperty({ description: 'Unread notifications of the signed-in user' })
  count!: number;
}

export class ReadAllResultDto {
  @ApiProperty({ description: 'How many notifications were unread and are now read' })
  updated!: number;
}

/** A notifications row joined with its actor, as selected by NotificationsService. */
export interface NotificationRow extends Omit<NotificationDto, 'createdAt'> {
  createdAt: Date;
  cursorAt: string;
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    videoId: row.videoId,
    commentId: row.commentId,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    actorDisplayName: row.actorDisplayName,
    actorAvatarUrl: row.actorAvatarUrl,
  };
}
