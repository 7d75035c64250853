import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { LikedVideosController } from './liked-videos.controller';
import { LikedVideosService } from './liked-videos.service';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';
import { RemixesController } from './remixes.controller';
import { RemixesService } from './remixes.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { VideoReadService } from './video-read.service';
import { VideosController } from './videos.controller';
import { VideosService } from './videos.service';
import { ViewsController } from './views.controller';
import { ViewsService } from './views.service';

@Module({
  imports: [StorageModule],
  controllers: [VideosController, RemixesController, LikesController, ViewsController, ReportsController, LikedVideosController],
  providers: [VideoReadService, VideosService, RemixesService, LikesService, ViewsService, ReportsService, LikedVideosService],
})
export class VideosModule {}
