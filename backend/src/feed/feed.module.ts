import { Module } from '@nestjs/common';
import { FeedController } from './feed.controller';
import { FeedRankListener } from './feed-rank.listener';
import { FeedService } from './feed.service';
import { ForYouSignalsListener } from './for-you-signals.listener';
import { ForYouSnapshots } from './for-you-snapshots';
import { NotInterestedService } from './not-interested.service';

/** Discovery: the For You and Following feeds, "Not interested", and the rank runs engagement schedules. */
@Module({
  controllers: [FeedController],
  providers: [FeedService, ForYouSnapshots, NotInterestedService, FeedRankListener, ForYouSignalsListener],
})
export class FeedModule {}
