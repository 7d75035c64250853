import { Module } from '@nestjs/common';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { MutesController } from './mutes.controller';
import { MutesService } from './mutes.service';

/** Blocks, mutes and muted words; what they keep out of each list is applied in SQL (packages/shared viewer-filters.ts). */
@Module({
  controllers: [BlocksController, MutesController],
  providers: [BlocksService, MutesService],
})
export class SafetyModule {}
