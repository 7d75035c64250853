import { ApiProperty } from '@nestjs/swagger';
import { VideoDetailRow } from '../video-row';
import { ContentCredentialsDto, toContentCredentialsDto } from './content-credentials.dto';
import { VideoFeedDto, toVideoFeedDto } from './video-feed.dto';

/** The video page: the feed shape plus the duration and its Content Credentials. */
export class VideoDetailDto extends VideoFeedDto {
  @ApiProperty({ example: 8.4, type: Number, nullable: true, description: 'Seconds; null until probed' })
  durationSeconds!: number | null;

  @ApiProperty({ type: ContentCredentialsDto })
  credentials!: ContentCredentialsDto;
}

export function toVideoDetailDto(row: VideoDetailRow): VideoDetailDto {
  return { ...toVideoFeedDto(row), durationSeconds: row.durationSeconds, credentials: toContentCredentialsDto(row) };
}
