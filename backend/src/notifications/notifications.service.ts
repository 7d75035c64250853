import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { NotificationType } from '@genalpha/shared';
import { DEFAULT_PAGE_SIZE, PageQueryDto, decodeCursor, toPage } from '../common/pagination';
import { NotificationDto, NotificationRow, NotificationsPageDto, toNotificationDto } from './dto/notification.dto';
import { NotificationStreamService } from './notification-stream.service';

export interface NewNotification {
  userId: string;
  actorId: string;
  type: NotificationType;
  videoId?: string;
  commentId?: string;
}

/** Selects notification rows (aliased n) with their actor. */
const WITH_ACTOR = `
  SELECT n."id", n."type", n."isRead", n."createdAt", n."createdAt"::text AS "cursorAt", n."videoId", n."commentId", n."actorId",
         a."username" AS "actorUsername", a."displayName" AS "actorDisplayName", a."avatarUrl" AS "actorAvatarUrl"
  FROM n JOIN "users" a ON a."id" = n."actorId"`;

@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stream: NotificationStreamService,
  ) {}

  async list(userId: string, query: PageQueryDto): Promise<NotificationsPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const after = decodeCursor(query.cursor);
    const params: unknown[] = [userId, limit + 1];
    let where = `"userId" = $1`;
    if (after) {
      params.push(after.createdAt, after.id);
      where += ` AND ("createdAt", "id") < ($3::timestamptz, $4::uuid)`;
    }
    const rows: NotificationRow[] = await this.dataSource.query(
      `WITH n AS (SELECT * FROM "notifications" WHERE ${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT $2)
       ${WITH_ACTOR}
       ORDER BY n."createdAt" DESC, n."id" DESC`,
      params,
    );
    const page = toPage(rows, limit, (row) => ({ createdAt: row.cursorAt, id: row.id }));
    return { notifications: page.items.map(toNotificationDto), nextCursor: page.nextCursor };
  }

  /** Served from the partial index on unread rows. */
  async unreadCount(userId: string): Promise<number> {
    const [row]: Array<{ count: number }> = await this.dataSource.query(`SELECT count(*)::int AS "count" FROM "notifications" WHERE "userId" = $1 AND NOT "isRead"`, [userId]);
    return row.count;
  }

  async markRead(userId: string, id: string): Promise<NotificationDto> {
    const [row]: NotificationRow[] = await this.dataSource.query(
      `WITH n AS (UPDATE "notifications" SET "isRead" = true WHERE "id" = $1 AND "userId" = $2 RETURNING *) ${WITH_ACTOR}`,
      [id, userId],
    );
    if (!row) throw new NotFoundException('Notification not found');
    await this.pushCount(userId);
    return toNotificationDto(row);
  }

  async markAllRead(userId: string): Promise<number> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [, updated]: [unknown[], number] = await this.dataSource.query(`UPDATE "notifications" SET "isRead" = true WHERE "userId" = $1 AND NOT "isRead"`, [userId]);
    if (updated > 0) await this.pushCount(userId);
    return updated;
  }

  /**
   * Stores a notification unless the unique indexes say it was already sent (a repeated like
   * or follow), then pushes it to the recipient's open streams. Never for one's own actions.
   */
  async notify(input: NewNotification): Promise<NotificationDto | null> {
    if (input.userId === input.actorId) return null;
    let rows: NotificationRow[];
    try {
      rows = await this.dataSource.query(
        `WITH n AS (
           INSERT INTO "notifications" ("userId", "actorId", "type", "videoId", "commentId") VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING RETURNING *
         ) ${WITH_ACTOR}`,
        [input.userId, input.actorId, input.type, input.videoId ?? null, input.commentId ?? null],
      );
    } catch (error) {
      // The video, comment or a user was deleted in the meantime: nothing left to notify about.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23503') return null;
      throw error;
    }
    if (rows.length === 0) return null;
    const notification = toNotificationDto(rows[0]);
    await this.stream.publish(input.userId, { notification, count: await this.unreadCount(input.userId) });
    return notification;
  }

  private async pushCount(userId: string): Promise<void> {
    await this.stream.publish(userId, { count: await this.unreadCount(userId) });
  }
}
