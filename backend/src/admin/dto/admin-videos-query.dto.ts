import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { NEXT_CURSOR_EXAMPLE, PageQueryDto } from '../../common/pagination';
import { AdminVideoDto } from './admin-video.dto';

/** The console's video lists: hidden pending review, removed by staff, failed in processing. */
export const ADMIN_VIDEO_LISTS = ['pending_review', 'removed', 'failed'] as const;
export type AdminVideoList = (typeof ADMIN_VIDEO_LISTS)[number];

export class AdminVideosQueryDto extends PageQueryDto {
  @ApiProperty({ example: 'pending_review', enum: ADMIN_VIDEO_LISTS, enumName: 'AdminVideoList' })
  @IsIn(ADMIN_VIDEO_LISTS, { message: `state must be one of ${ADMIN_VIDEO_LISTS.join(', ')}` })
  state!: AdminVideoList;
}

export class AdminVideosPageDto {
  @ApiProperty({ type: [AdminVideoDto], description: 'Most recent first (by when hidden or removed; failed ones by upload)' })
  videos!: AdminVideoDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}
