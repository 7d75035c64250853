import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, Staff, StaffMember } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/pagination';
import { ContentReportsQueueService } from './content-reports-queue.service';
import { ReportedCommentsPageDto, ReportedUsersPageDto } from './dto/reported-content.dto';

const CONFLICTS = "Never your own nor ones you reported; a moderator sees no moderator's or admin's (an admin decides those).";

@ApiTags('admin')
@Controller('admin/reports')
@Staff()
export class ContentReportsQueueController {
  constructor(private readonly queue: ContentReportsQueueService) {}

  @Get('comments')
  @ApiOperation({
    summary: 'Reported comments: those with open reports, and those hidden pending review, oldest first (moderators and admins)',
    description: `Each entry has the comment with its author and video, its reasons with counts, and each open report with its reporter and their account age. ${CONFLICTS}`,
  })
  @ApiOkResponse({ type: ReportedCommentsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  comments(@Query() query: PageQueryDto, @CurrentStaff() staff: StaffMember): Promise<ReportedCommentsPageDto> {
    return this.queue.comments(staff, query);
  }

  @Get('users')
  @ApiOperation({
    summary: 'Reported accounts that are not suspended, oldest report first (moderators and admins)',
    description: `Each entry has the account, its reasons with counts, and each open report with its reporter and their account age. ${CONFLICTS}`,
  })
  @ApiOkResponse({ type: ReportedUsersPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  users(@Query() query: PageQueryDto, @CurrentStaff() staff: StaffMember): Promise<ReportedUsersPageDto> {
    return this.queue.users(staff, query);
  }
}
