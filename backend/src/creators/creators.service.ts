import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { creatorsRepository } from '@genalpha/db';
import { CreatorsDto, toCreatorDto } from './dto/creator.dto';
import { MAX_CREATORS } from '@genalpha/shared';
import { CreatorsQueryDto } from './dto/creators-query.dto';

@Injectable()
export class CreatorsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The leaderboard as `viewerId` sees it, read from creator_stats (kept fresh by the worker's creators.recompute). */
  async list(query: CreatorsQueryDto, viewerId: string | null): Promise<CreatorsDto> {
    const search = query.q || undefined;
    const limit = query.limit ?? MAX_CREATORS;
    const rows = await creatorsRepository.page(this.dataSource, viewerId, query.sort ?? 'totalViews', search, limit);
    const total = rows.length < limit ? rows.length : await creatorsRepository.total(this.dataSource, viewerId, search);
    return { creators: rows.map(toCreatorDto), total };
  }
}
