import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { adminListsRepository } from '@genalpha/db';
import { toAdminVideoDto } from './admin-video-row';
import { AdminVideosPageDto, AdminVideosQueryDto } from './dto/admin-videos-query.dto';

@Injectable()
export class AdminVideosService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: AdminVideosQueryDto): Promise<AdminVideosPageDto> {
    const page = await adminListsRepository.videosPage(this.dataSource, query.state, query);
    return { videos: page.items.map(toAdminVideoDto), nextCursor: page.nextCursor };
  }
}
