import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, STAFF_ONLY, Staff, StaffMember } from '../auth/staff.guard';
import { USER_NOT_FOUND, UserIdPipe } from '../common/id-pipes';
import { ApiModerationDecision } from './api-moderation-decision';
import { AdminUserDto } from './dto/admin-user.dto';
import { ModerationNoteDto, ModerationReasonDto } from './dto/moderation-reason.dto';
import { CANNOT_DECIDE_OWN_REPORT } from './staff-conflicts';
import {
  ALREADY_SUSPENDED,
  CANNOT_SUSPEND_SELF,
  CANNOT_SUSPEND_STAFF,
  CANNOT_WARN_SUSPENDED,
  NOT_SUSPENDED,
  UserModerationService,
} from './user-moderation.service';

const REFUSED = `${STAFF_ONLY}; or: ${CANNOT_SUSPEND_SELF}; or: ${CANNOT_SUSPEND_STAFF}; or: ${CANNOT_DECIDE_OWN_REPORT}`;

@ApiTags('admin')
@Controller('admin/users/:id')
@Staff()
export class UserModerationController {
  constructor(private readonly moderation: UserModerationService) {}

  @Post('ban')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Suspend an account, with a reason (moderators and admins)',
    description:
      'Its sessions end at once (open notification streams close), sign-in answers 403 "This account has been suspended.", and its videos, ' +
      'comments and the notifications it caused disappear from every public list and count until it is reinstated. Its open reports are upheld, ' +
      'and it is mailed the reason with a link to appeal once, without signing in (/appeal?token=…, for 30 days).',
  })
  @ApiModerationDecision({ type: AdminUserDto, refused: REFUSED, notFound: USER_NOT_FOUND, conflict: ALREADY_SUSPENDED })
  ban(
    @Param('id', UserIdPipe) id: string,
    @Body() body: ModerationReasonDto,
    @CurrentStaff() staff: StaffMember,
    @Req() req: FastifyRequest,
  ): Promise<AdminUserDto> {
    return this.moderation.ban(staff, id, body.reason, req);
  }

  @Post('warn')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Warn an account, with a reason: it is notified, and the reports about it are upheld (moderators and admins)',
    description: '403 for your own account, an account you reported, or (for a moderator) another staff account; 409 when it is suspended.',
  })
  @ApiModerationDecision({ type: AdminUserDto, refused: REFUSED, notFound: USER_NOT_FOUND, conflict: CANNOT_WARN_SUSPENDED })
  warn(@Param('id', UserIdPipe) id: string, @Body() body: ModerationReasonDto, @CurrentStaff() staff: StaffMember): Promise<AdminUserDto> {
    return this.moderation.warn(staff, id, body.reason);
  }

  @Post('dismiss-reports')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Dismiss the open reports about an account: nothing happens to it (moderators and admins)',
    description:
      'The optional reason goes in the moderation log. 403 for your own account, an account you reported, or (for a moderator) another staff account.',
  })
  @ApiModerationDecision({ type: AdminUserDto, refused: REFUSED, notFound: USER_NOT_FOUND })
  dismissReports(@Param('id', UserIdPipe) id: string, @Body() body: ModerationNoteDto, @CurrentStaff() staff: StaffMember): Promise<AdminUserDto> {
    return this.moderation.dismissReports(staff, id, body.reason ?? null);
  }

  @Post('unban')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Lift a suspension: the account can sign in again and everything it posted comes back (moderators and admins)',
    description:
      'Moderators and admins only. The optional reason goes in the moderation log. Returns the account as staff see it; 409 when it is not suspended, 403 for your own account or another staff account.',
  })
  @ApiModerationDecision({ type: AdminUserDto, refused: REFUSED, notFound: USER_NOT_FOUND, conflict: NOT_SUSPENDED })
  unban(@Param('id', UserIdPipe) id: string, @Body() body: ModerationNoteDto, @CurrentStaff() staff: StaffMember): Promise<AdminUserDto> {
    return this.moderation.unban(staff, id, body.reason ?? null);
  }
}
