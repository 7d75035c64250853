import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADMIN_USER_COLUMNS, AdminUserRow, toAdminUserDto } from './admin-user-row';
import { AdminUsersPageDto, AdminUsersQueryDto } from './dto/admin-user.dto';
import { AfterCursor, keysetTimestamp, readPage } from '@genalpha/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The console's account lookup, for granting roles and suspending (trigram indexes serve the search). */
@Injectable()
export class AdminUsersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: AdminUsersQueryDto): Promise<AdminUsersPageDto> {
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (query.q) {
      params.push(`%${escapeLike(query.q)}%`);
      const like = `$${params.length}`;
      if (UUID.test(query.q)) params.push(query.q);
      const id = UUID.test(query.q) ? ` OR u.id = $${params.length}::uuid` : '';
      conditions.push(`(u.email ILIKE ${like} OR u.username ILIKE ${like} OR u."displayName" ILIKE ${like}${id})`);
    }
    if (query.role) {
      params.push(query.role);
      conditions.push(`u.role = $${params.length}`);
    }
    if (query.banned !== undefined) conditions.push(query.banned ? `u."bannedAt" IS NOT NULL` : `u."bannedAt" IS NULL`);
    const sql = (after: AfterCursor) => `
      SELECT ${ADMIN_USER_COLUMNS}, ${keysetTimestamp('u."createdAt"')} AS "cursorAt"
      FROM users u
      WHERE ${conditions.join(' AND ') || 'true'} ${after('u."createdAt"', 'u.id')}
      ORDER BY u."createdAt" DESC, u.id DESC`;
    const page = await readPage<AdminUserRow & { cursorAt: string }>(this.dataSource, query, {
      sql,
      params,
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
    });
    return { users: page.items.map(toAdminUserDto), nextCursor: page.nextCursor };
  }
}
