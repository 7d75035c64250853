import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TOOL_OPTIONS, ToolOption } from '@genalpha/shared';
import { PageQueryDto } from '../../common/pagination';

export const TOOL_INVALID = `tool must be one of: ${TOOL_OPTIONS.join(', ')}`;

/** `?limit=&cursor=&tool=`: a page of a video list, optionally only the videos made with one tool. */
export class ToolPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TOOL_OPTIONS, enumName: 'ToolUsed', description: 'Only videos made with this tool' })
  @IsOptional()
  @IsIn(TOOL_OPTIONS, { message: TOOL_INVALID })
  tool?: ToolOption;
}
