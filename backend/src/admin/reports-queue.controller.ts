import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, Staff, StaffMember } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/pagination';
import { ReportQueuePageDto } from './dto/reported-video.dto';
import { ReportsQueueService } from './reports-queue.service';

@ApiTags('admin')
@Controller('admin/reports')
@Staff()
export class ReportsQueueController {
  constructor(private readonly queue: ReportsQueueService) {}

  @Get()
  @ApiOperation({
    summary: 'The reports queue: videos with open reports, and videos hidden pending review, oldest first (moderators and admins)',
    description:
      'Each entry has the video as the console plays it, its reasons with counts, and each open report with its reporter and their account age. ' +
      "Never your own videos nor ones you reported; a moderator sees no moderator's or admin's video (an admin decides those).",
  })
  @ApiOkResponse({ type: ReportQueuePageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  list(@Query() query: PageQueryDto, @CurrentStaff() staff: StaffMember): Promise<ReportQueuePageDto> {
    return this.queue.page(staff, query);
  }
}
