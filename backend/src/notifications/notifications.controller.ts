import { Controller, Get, NotFoundException, Param, ParseUUIDPipe, Patch, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAMS_PER_USER } from '@genalpha/shared';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RETRY_AFTER_HEADERS } from '../common/rate-limit/rate-limit-headers';
import { PageQueryDto } from '../common/pagination';
import { NoAccessTokens } from '../tokens/token-policy';
import { NotificationDto, NotificationsPageDto, ReadAllResultDto, UnreadCountDto } from './dto/notification.dto';
import { HEARTBEAT_MS, NotificationStreamService, STREAMS_FULL } from './notification-stream.service';
import { NotificationsService } from './notifications.service';

/** The stream ends with its session (see its description); a script polls instead. */
const STREAM_NEEDS_SESSION = 'The live stream follows a browser session: with an access token, poll /api/notifications/unread-count';

@ApiTags('notifications')
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly live: NotificationStreamService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Your notifications, newest first',
    description:
      'Signed-in users only (401 for visitors). Likes, comments and follows by others, moderation of your videos and the outcome of your uploads. Returns a page, newest first; pass nextCursor as ?cursor= for the next page.',
  })
  @ApiOkResponse({ type: NotificationsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  list(@CurrentUser() viewer: SessionUser, @Query() query: PageQueryDto): Promise<NotificationsPageDto> {
    return this.notifications.list(viewer.id, query);
  }

  @Get('unread-count')
  @ApiOperation({
    summary: 'How many of your notifications are unread',
    description:
      'Signed-in users only (401 for visitors). Returns the count; the stream (GET /api/notifications/stream) pushes it live, polling this is the fallback.',
  })
  @ApiOkResponse({ type: UnreadCountDto })
  async unreadCount(@CurrentUser() viewer: SessionUser): Promise<UnreadCountDto> {
    return { count: await this.notifications.unreadCount(viewer.id) };
  }

  @Get('stream')
  @NoAccessTokens(STREAM_NEEDS_SESSION)
  @ApiOperation({
    summary: 'Live notifications (Server-Sent Events)',
    description:
      'Sends `event: unread-count` ({count}) on connect and whenever it changes, `event: notification` (a Notification) for each new one, ' +
      `and a comment line every ${HEARTBEAT_MS / 1000} s. Polling the list and the count stays the fallback. ` +
      `A user holds at most ${STREAMS_PER_USER} streams: opening another ends the oldest. The server ends a stream with ` +
      '`event: closed` ({reason: "session-ended" | "stream-limit"}) when its session ends (logout, logout-all, expiry, suspension) ' +
      'or a newer stream replaced it; the client should then stop reconnecting and poll.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An endless text/event-stream', schema: { type: 'string' } })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: `${STREAMS_FULL} (Retry-After says when)`, headers: RETRY_AFTER_HEADERS })
  stream(@CurrentUser() viewer: SessionUser, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.live.open(viewer.id, req.session!.id, reply, () => this.notifications.unreadCount(viewer.id));
  }

  @Patch('read-all')
  @ApiOperation({
    summary: 'Mark all your notifications read',
    description: 'Signed-in users only (401 for visitors). Returns how many notifications were unread and are now read.',
  })
  @ApiOkResponse({ type: ReadAllResultDto })
  async readAll(@CurrentUser() viewer: SessionUser): Promise<ReadAllResultDto> {
    return { updated: await this.notifications.markAllRead(viewer.id) };
  }

  @Patch(':id/read')
  @ApiOperation({
    summary: 'Mark one of your notifications read',
    description: "Signed-in users only (401 for visitors). Returns the notification, now read; 404 when it does not exist or is another user's.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: NotificationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Notification not found (or not yours)' })
  markRead(
    @CurrentUser() viewer: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Notification not found') })) id: string,
  ): Promise<NotificationDto> {
    return this.notifications.markRead(viewer.id, id);
  }
}
