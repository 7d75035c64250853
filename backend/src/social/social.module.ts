import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';

/** Profiles and the follow graph. ProfilesController comes first so its /users/username/… routes win. */
@Module({
  imports: [StorageModule],
  controllers: [ProfilesController, FollowsController],
  providers: [ProfilesService, FollowsService],
})
export class SocialModule {}
