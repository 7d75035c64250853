import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CreatorRow, CreatorsDto, toCreatorDto } from './dto/creator.dto';
import { CreatorSort, CreatorsQueryDto, MAX_CREATORS } from './dto/creators-query.dto';

/** Each order has its own index (IDX_creator_stats_<column>). */
const ORDER_BY: Record<CreatorSort, string> = {
  userNumber: 's."userNumber" ASC',
  totalViews: 's."totalViews" DESC, s."userNumber" ASC',
  totalLikes: 's."totalLikes" DESC, s."userNumber" ASC',
  followersCount: 's."followersCount" DESC, s."userNumber" ASC',
  videosCount: 's."videosCount" DESC, s."userNumber" ASC',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

@Injectable()
export class CreatorsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The leaderboard, read from creator_stats (kept fresh by the worker's creators.recompute). */
  async list(query: CreatorsQueryDto): Promise<CreatorsDto> {
    const params: unknown[] = [];
    let where = `u."username" IS NOT NULL`;
    if (query.q) {
      params.push(`%${escapeLike(query.q)}%`);
      where += ` AND (u."username" ILIKE $1 OR u."displayName" ILIKE $1)`;
    }
    const from = `FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId" WHERE ${where}`;
    const limit = query.limit ?? MAX_CREATORS;
    const rows: CreatorRow[] = await this.dataSource.query(
      `SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount"
       ${from} ORDER BY ${ORDER_BY[query.sort ?? 'totalViews']} LIMIT $${params.length + 1}`,
      [...params, limit],
    );
    const total = rows.length < limit ? rows.length : await this.count(from, params);
    return { creators: rows.map(toCreatorDto), total };
  }

  /** Without a search every creator_stats row is listed (rows exist only for users with a username), so no join is needed. */
  private async count(from: string, params: unknown[]): Promise<number> {
    const sql = params.length === 0 ? `SELECT count(*)::int AS "total" FROM "creator_stats"` : `SELECT count(*)::int AS "total" ${from}`;
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(sql, params);
    return total;
  }
}
