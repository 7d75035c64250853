import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ModerationLogPageDto, ModerationLogQueryDto } from './dto/moderation-log.dto';
import { ModerationLog } from './moderation-log.service';

@ApiTags('admin')
@Controller('admin/audit')
@Staff()
export class ModerationLogController {
  constructor(private readonly log: ModerationLog) {}

  @Get()
  @ApiOperation({
    summary: 'The moderation log: every moderation action (who, what, target, reason, when), newest first (moderators and admins)',
    description: 'Append-only: the database refuses to update or delete its rows.',
  })
  @ApiOkResponse({ type: ModerationLogPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit, cursor or targetId' })
  list(@Query() query: ModerationLogQueryDto): Promise<ModerationLogPageDto> {
    return this.log.page(query);
  }
}
