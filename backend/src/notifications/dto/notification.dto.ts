import { ApiProperty } from '@nestjs/swagger';
import { MODERATION_ACTIONS, ModerationAction, NOTIFICATION_TYPES, NotificationType, NotificationView, SYSTEM_ACTOR_NAME } from '@genalpha/db';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';

export class NotificationDto implements NotificationView {
  @ApiProperty({ example: '9f4e2b7a-3c1d-4e8f-a6b5-0d2c7e1f4a93', format: 'uuid' })
  id!: string;

  @ApiProperty({
    example: 'comment',
    enum: NOTIFICATION_TYPES,
    enumName: 'NotificationType',
    description:
      'comment, like, follow: another user acted. moderation: staff or the automatic review decided on your video, comment, account or appeal (see action, reason). ' +
      'video_ready / video_failed: your upload finished processing (reason says why it failed).',
  })
  type!: NotificationType;

  @ApiProperty({ example: false })
  isRead!: boolean;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1',
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The video concerned; null for follows',
  })
  videoId!: string | null;

  @ApiProperty({ example: 'Neon city at dusk', type: String, nullable: true, description: "The video's title; null for follows" })
  videoTitle!: string | null;

  @ApiProperty({
    example: 'c3a9e7b2-4d1f-4a6e-9b8c-2f7d1e0a5b64',
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The comment; null unless type is comment, or a moderation notice about a comment',
  })
  commentId!: string | null;

  @ApiProperty({
    example: '5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d',
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Who liked, commented or followed; null for moderation, video_ready and video_failed',
  })
  actorId!: string | null;

  @ApiProperty({ example: 'grace', type: String, nullable: true })
  actorUsername!: string | null;

  @ApiProperty({ example: 'Grace Hopper', description: `The actor's display name; "${SYSTEM_ACTOR_NAME}" when there is no actor` })
  actorDisplayName!: string;

  @ApiProperty({ example: null, type: String, nullable: true })
  actorAvatarUrl!: string | null;

  @ApiProperty({
    example: null,
    enum: MODERATION_ACTIONS,
    enumName: 'ModerationAction',
    nullable: true,
    description:
      'moderation only: your video was hidden (pending review), restored or removed; comment_removed: your comment (commentId) was removed; ' +
      'warned: your account was warned; appeal_upheld / appeal_reversed: the answer to your appeal (videoId, commentId, or neither for a suspension)',
  })
  action!: ModerationAction | null;

  @ApiProperty({
    example: null,
    type: String,
    nullable: true,
    description: "The moderator's reason for a removal or a warning, their note on an appeal; why processing failed for video_failed; null otherwise",
  })
  reason!: string | null;
}

export class NotificationsPageDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  notifications!: NotificationDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export class UnreadCountDto {
  @ApiProperty({ example: 3, description: 'Unread notifications of the signed-in user' })
  count!: number;
}

export class ReadAllResultDto {
  @ApiProperty({ example: 3, description: 'How many notifications were unread and are now read' })
  updated!: number;
}
