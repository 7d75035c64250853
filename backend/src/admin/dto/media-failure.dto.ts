import { ApiProperty } from '@nestjs/swagger';
import { BACKFILL_OUTPUTS, BackfillOutput } from '@genalpha/shared';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';
import { AdminVideoDto } from './admin-video.dto';

/** Something the worker could not make for a video after its last attempt. */
export class GivenUpOutputDto {
  @ApiProperty({
    example: 'copy720p',
    enum: BACKFILL_OUTPUTS,
    enumName: 'BackfillOutput',
    description:
      'copy720p: the 720p copy for phones; posterVariants: the smaller sizes of the poster; previews: the preview loop and placeholder; hls: the HLS package for adaptive streaming',
  })
  output!: BackfillOutput;

  @ApiProperty({ example: 3, type: 'integer', minimum: 1 })
  attempts!: number;

  @ApiProperty({ example: 'Stopped after 900 s, the time one video may take', description: 'Why the last attempt failed' })
  lastError!: string;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  givenUpAt!: string;
}

/** A ready video with what the worker gave up making for it: it plays, without those. */
export class MediaFailureDto {
  @ApiProperty({ type: AdminVideoDto })
  video!: AdminVideoDto;

  @ApiProperty({ type: [GivenUpOutputDto], description: 'Most recently given up first' })
  outputs!: GivenUpOutputDto[];
}

export class MediaFailuresPageDto {
  @ApiProperty({ type: [MediaFailureDto], description: 'Most recently given up first' })
  failures!: MediaFailureDto[];

  @ApiProperty({ example: NEXT_CURSOR_EXAMPLE, type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}
