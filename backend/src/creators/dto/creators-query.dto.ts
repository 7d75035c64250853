import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, NotContains } from 'class-validator';
import { CREATOR_SORTS, CreatorSort } from '@genalpha/db';
import { MAX_CREATORS } from '@genalpha/shared';

export class CreatorsQueryDto {
  @ApiPropertyOptional({
    enum: CREATOR_SORTS,
    enumName: 'CreatorSort',
    default: 'totalViews',
    description: 'userNumber ascending; the others descending, ties by userNumber',
  })
  @IsOptional()
  @IsIn(CREATOR_SORTS, { message: `sort must be one of ${CREATOR_SORTS.join(', ')}` })
  sort?: CreatorSort;

  @ApiPropertyOptional({ maxLength: 100, description: 'Case-insensitive part of a username or display name' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @NotContains('\u0000', { message: 'q must not contain NUL characters' })
  @MaxLength(100, { message: 'q must be 100 characters or less' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_CREATORS, default: MAX_CREATORS })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_CREATORS, { message: `limit must be at most ${MAX_CREATORS}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
