import { Module } from '@nestjs/common';
import { CreatorsController } from './creators.controller';
import { CreatorsService } from './creators.service';
import { CreatorsRecomputeListener } from './creators-recompute.listener';

@Module({
  controllers: [CreatorsController],
  providers: [CreatorsService, CreatorsRecomputeListener],
})
export class CreatorsModule {}
