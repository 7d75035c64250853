import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PageQueryDto } from '../common/pagination';
import { toAdminVideoDto } from './admin-video-row';
import { MediaFailuresPageDto } from './dto/media-failure.dto';
import { adminListsRepository } from '@genalpha/db';

@Injectable()
export class MediaFailuresService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: PageQueryDto): Promise<MediaFailuresPageDto> {
    const page = await adminListsRepository.mediaFailuresPage(this.dataSource, query);
    return {
      failures: page.items.map((row) => ({
        video: toAdminVideoDto(row),
        outputs: row.outputs.map((output) => ({ ...output, givenUpAt: new Date(output.givenUpAt).toISOString() })),
      })),
      nextCursor: page.nextCursor,
    };
  }
}
