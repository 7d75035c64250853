import { ApiProperty } from '@nestjs/swagger';
import { VideoFeedDto } from './video-feed.dto';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';

export class LikedVideosDto {
  @ApiProperty({ type: [VideoFeedDto], description: 'Most recent like first' })
  likedVideos!: VideoFeedDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}
