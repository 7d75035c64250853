import { ApiProperty } from '@nestjs/swagger';
import { VideoDetailRow } from '@genalpha/db';
import { ContentCredentialsDto, toContentCredentialsDto } from './content-credentials.dto';
import { VideoFeedDto, toVideoFeedDto } from './video-feed.dto';

/** The video page: the feed shape plus the duration and its Content Credentials. */
export class VideoDetailDto extends VideoFeedDto {
  @ApiProperty({ example: 8.4, type: Number, nullable: true, description: 'Seconds; null until probed' })
  durationSeconds!: number | null;

  @ApiProperty({ type: ContentCredentialsDto })
  credentials!: ContentCredentialsDto;

  @ApiProperty({
    example: true,
    description: 'Whether you may comment by its comment setting (always for its owner; for a visitor, whether everyone may)',
  })
  mayComment!: boolean;
}

export function toVideoDetailDto(row: VideoDetailRow): VideoDetailDto {
  return { ...toVideoFeedDto(row), durationSeconds: row.durationSeconds, credentials: toContentCredentialsDto(row), mayComment: row.mayComment };
}
