import { ApiProperty } from '@nestjs/swagger';
import { AncestorRow, VideoDetailRow } from '@genalpha/db';
import { ContentCredentialsDto, toContentCredentialsDto } from './content-credentials.dto';
import { RemixOfDto, toRemixOfDto } from './remix-of.dto';
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

  @ApiProperty({ type: RemixOfDto, nullable: true, description: 'Where this remix comes from ("Remix of …"); null for an original' })
  remixOf!: RemixOfDto | null;
}

/**
 * The video page's shape; `ancestors` as remixesRepository.ancestors read them (none for an original).
 * Its fields are added to the feed's object, not spread with it into a new one: V8 copied the spread's
 * 36 fields in 16 µs a video, and this takes 3 µs (bench/RESULTS.md, seventh session).
 */
export function toVideoDetailDto(row: VideoDetailRow, ancestors: AncestorRow[] = []): VideoDetailDto {
  return Object.assign(toVideoFeedDto(row), {
    durationSeconds: row.durationSeconds,
    credentials: toContentCredentialsDto(row),
    mayComment: row.mayComment,
    remixOf: toRemixOfDto(row, ancestors),
  });
}
