import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Search (issue 36): videos, creators and tags, and as-you-type suggestions. */
@Module({ controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
