import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { REMIX_SORTS, RemixSort } from '@genalpha/db';
import { PageQueryDto } from '../../common/pagination';

/** `?sort=&limit=&cursor=` of a video's remixes. */
export class RemixesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REMIX_SORTS, enumName: 'RemixSort', default: 'newest', description: 'newest first, or mostLiked first (ties newest id first)' })
  @IsOptional()
  @IsIn(REMIX_SORTS, { message: `sort must be one of ${REMIX_SORTS.join(', ')}` })
  sort?: RemixSort;
}
