import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import {
  RUM_MAX_ENTRIES,
  RUM_MAX_VALUE,
  RUM_METRICS,
  RUM_PAGES,
  RUM_PLAYBACK_ERRORS,
  RumEntry,
  RumMetricName,
  RumPage,
  RumPlaybackError,
} from '@genalpha/shared';

export class RumEntryDto implements RumEntry {
  @ApiProperty({ enum: RUM_METRICS, enumName: 'RumMetricName', example: 'LCP' })
  @IsIn(RUM_METRICS, { message: `Metric must be one of ${RUM_METRICS.join(', ')}` })
  name!: RumMetricName;

  @ApiProperty({ enum: RUM_PAGES, enumName: 'RumPage', example: 'feed' })
  @IsIn(RUM_PAGES, { message: `Page must be one of ${RUM_PAGES.join(', ')}` })
  page!: RumPage;

  @ApiProperty({
    example: 1830,
    minimum: 0,
    maximum: RUM_MAX_VALUE,
    description: 'Milliseconds for LCP, INP, FCP, TTFB and first_frame; the score for CLS; a count for stalls; 1 for playback_error',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Value must be a number' })
  @Min(0, { message: 'Value must not be negative' })
  @Max(RUM_MAX_VALUE, { message: `Value must be ${RUM_MAX_VALUE} or less` })
  value!: number;

  @ApiPropertyOptional({ enum: RUM_PLAYBACK_ERRORS, enumName: 'RumPlaybackError', description: 'Why the playback failed (playback_error only)' })
  @IsOptional()
  @IsIn(RUM_PLAYBACK_ERRORS, { message: `Kind must be one of ${RUM_PLAYBACK_ERRORS.join(', ')}` })
  kind?: RumPlaybackError;
}

export class RumBeaconDto {
  @ApiProperty({ type: [RumEntryDto], minItems: 1, maxItems: RUM_MAX_ENTRIES })
  @IsArray({ message: 'Entries must be a list' })
  @ArrayMinSize(1, { message: 'Entries must not be empty' })
  @ArrayMaxSize(RUM_MAX_ENTRIES, { message: `Entries must be ${RUM_MAX_ENTRIES} or fewer` })
  // ValidateNested alone lets a list inside the list through as valid.
  @IsObject({ each: true, message: 'Each entry must be an object' })
  @ValidateNested({ each: true })
  @Type(() => RumEntryDto)
  entries!: RumEntryDto[];
}
