import { ApiProperty } from '@nestjs/swagger';
import { MODERATION_ACTIONS, ModerationAction, NOTIFICATION_TYPES, NotificationType, NotificationView, SYSTEM_ACTOR_NAME } from '@genalpha/shared';

export class NotificationDto implements NotificationView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    enum: NOTIFICATION_TYPES,
    enumName: 'NotificationType',
    description:
      'comment, like, follow: another user acted. moderation: staff or the automatic review acted on your video (see action, reason). ' +
      'video_ready / video_failed: your upload finished processing (reason says why it failed).',
  })
  type!: NotificationType;

  @ApiProperty()
  isRead!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The video concerned; null for follows' })
  videoId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The video's title; null for follows" })
  videoTitle!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The comment; null unless type is comment' })
  commentId!: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Who liked, commented or followed; null for moderation, video_ready and video_failed',
  })
  actorId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorUsername!: string | null;

  @ApiProperty({ description: `The actor's display name; "${SYSTEM_ACTOR_NAME}" when there is no actor` })
  actorDisplayName!: string;

  @ApiProperty({ type: String, nullable: true })
  actorAvatarUrl!: string | null;

  @ApiProperty({
    enum: MODERATION_ACTIONS,
    enumName: 'ModerationAction',
    nullable: true,
    description: 'moderation only: hidden (pending review), restored, removed',
  })
  action!: ModerationAction | null;

  @ApiProperty({ type: String, nullable: true, description: "The moderator's reason for a removal; why processing failed for video_failed; null otherwise" })
  reason!: string | null;
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
