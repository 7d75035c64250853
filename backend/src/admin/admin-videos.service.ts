import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADMIN_VIDEO_COLUMNS, AdminVideoRow, toAdminVideoDto } from './admin-video-row';
import { AdminVideoList, AdminVideosPageDto, AdminVideosQueryDto } from './dto/admin-videos-query.dto';
import { AfterCursor, keysetTimestamp, readPage } from '@genalpha/db';

/** Each list's filter and the time it is ordered by (IDX_videos_moderation, IDX_videos_failed). */
const LISTS: Record<AdminVideoList, { where: string; time: string }> = {
  pending_review: { where: `v."moderationState" = 'pending_review'`, time: 'v."moderatedAt"' },
  removed: { where: `v."moderationState" = 'removed'`, time: 'v."moderatedAt"' },
  failed: { where: `v.status = 'failed'`, time: 'v."createdAt"' },
};

@Injectable()
export class AdminVideosService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: AdminVideosQueryDto): Promise<AdminVideosPageDto> {
    const { where, time } = LISTS[query.state];
    const sql = (after: AfterCursor) => `
      SELECT ${ADMIN_VIDEO_COLUMNS}, ${keysetTimestamp(time)} AS "cursorAt"
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE ${where} ${after(time, 'v.id')}
      ORDER BY ${time} DESC, v.id DESC`;
    const page = await readPage<AdminVideoRow & { cursorAt: string }>(this.dataSource, query, {
      sql,
      params: [],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
    });
    return { videos: page.items.map(toAdminVideoDto), nextCursor: page.nextCursor };
  }
}
