import { ApiProperty } from '@nestjs/swagger';
import { VideoRow } from '../video-row';
import { VideoFeedDto, toVideoFeedDto } from './video-feed.dto';

/** The video page: the feed shape plus the duration. */
export class VideoDetailDto extends VideoFeedDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds; null until probed' })
  durationSeconds!: number | null;
}

export function toVideoDetailDto(row: VideoRow): VideoDetailDto {
  return { ...toVideoFeedDto(row), durationSeconds: row.durationSeconds };
}
