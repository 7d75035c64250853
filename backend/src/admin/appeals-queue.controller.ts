import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff, STAFF_ONLY, Staff, StaffMember } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { APPEAL_NOT_FOUND, AppealIdPipe } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { APPEAL_ALREADY_DECIDED, AppealsQueueService, CANNOT_REVIEW_OWN_DECISION } from './appeals-queue.service';
import { AppealsPageDto, DecideAppealDto, DecidedAppealDto } from './dto/admin-appeal.dto';
import { ADMIN_NEEDED, CANNOT_DECIDE_OWN } from './staff-conflicts';

@ApiTags('admin')
@Controller('admin/appeals')
@Staff()
export class AppealsQueueController {
  constructor(private readonly appeals: AppealsQueueService) {}

  @Get()
  @ApiOperation({
    summary: 'Open appeals, oldest first (moderators and admins)',
    description: "Only those you may decide: not your own, not of a decision you made, and for a moderator not a moderator's or an admin's.",
  })
  @ApiOkResponse({ type: AppealsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  list(@Query() query: PageQueryDto, @CurrentStaff() staff: StaffMember): Promise<AppealsPageDto> {
    return this.appeals.page(staff, query);
  }

  @Post(':id/decide')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Uphold or reverse the decision an appeal contests, with a note (moderators and admins)',
    description:
      'Reversing restores the video or comment, or lifts the suspension. The person is notified with the note (a suspended account by mail). ' +
      `403 '${CANNOT_REVIEW_OWN_DECISION}', on your own appeal, or for a moderator on a moderator's or an admin's; 409 '${APPEAL_ALREADY_DECIDED}'.`,
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Appeal id' })
  @ApiOkResponse({ type: DecidedAppealDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: `${STAFF_ONLY}; or: ${CANNOT_REVIEW_OWN_DECISION}; or: ${CANNOT_DECIDE_OWN}; or: ${ADMIN_NEEDED}`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: APPEAL_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: APPEAL_ALREADY_DECIDED })
  decide(
    @Param('id', AppealIdPipe) id: string,
    @Body() body: DecideAppealDto,
    @CurrentStaff() staff: StaffMember,
    @Req() req: FastifyRequest,
  ): Promise<DecidedAppealDto> {
    return this.appeals.decide(staff, id, body.outcome, body.note, req);
  }
}
