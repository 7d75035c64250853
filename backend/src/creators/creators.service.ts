import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { creatorQueries, escapeLike } from './creator-queries';
import { CreatorRow, CreatorsDto, toCreatorDto } from './dto/creator.dto';
import { CreatorsQueryDto, MAX_CREATORS } from './dto/creators-query.dto';

@Injectable()
export class CreatorsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The leaderboard as `viewerId` sees it, read from creator_stats (kept fresh by the worker's creators.recompute). */
  async list(query: CreatorsQueryDto, viewerId: string | null): Promise<CreatorsDto> {
    const search = !!query.q;
    const params: unknown[] = search ? [viewerId, `%${escapeLike(query.q!)}%`] : [viewerId];
    const limit = query.limit ?? MAX_CREATORS;
    const rows: CreatorRow[] = await this.dataSource.query(creatorQueries.page(query.sort ?? 'totalViews', search), [...params, limit]);
    const total = rows.length < limit ? rows.length : await this.count(search, params);
    return { creators: rows.map(toCreatorDto), total };
  }

  private async count(search: boolean, params: unknown[]): Promise<number> {
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(creatorQueries.total(search), params);
    return total;
  }
}
