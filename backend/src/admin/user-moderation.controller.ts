import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, STAFF_ONLY, Staff, StaffMember } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { USER_NOT_FOUND, UserIdPipe } from '../common/id-pipes';
import { AdminUserDto } from './dto/admin-user.dto';
import { ModerationNoteDto, ModerationReasonDto } from './dto/moderation-reason.dto';
import { ALREADY_SUSPENDED, CANNOT_SUSPEND_SELF, CANNOT_SUSPEND_STAFF, NOT_SUSPENDED, UserModerationService } from './user-moderation.service';

const REFUSED = `${STAFF_ONLY}; or: ${CANNOT_SUSPEND_SELF}; or: ${CANNOT_SUSPEND_STAFF}`;

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
      'comments and the notifications it caused disappear from every public list and count until it is reinstated.',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: REFUSED })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: USER_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ALREADY_SUSPENDED })
  ban(@Param('id', UserIdPipe) id: string, @Body() body: ModerationReasonDto, @CurrentStaff() staff: StaffMember): Promise<AdminUserDto> {
    return this.moderation.ban(staff, id, body.reason);
  }

  @Post('unban')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Lift a suspension: the account can sign in again and everything it posted comes back (moderators and admins)',
    description:
      'Moderators and admins only. The optional reason goes in the moderation log. Returns the account as staff see it; 409 when it is not suspended, 403 for your own account or another staff account.',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: REFUSED })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: USER_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NOT_SUSPENDED })
  unban(@Param('id', UserIdPipe) id: string, @Body() body: ModerationNoteDto, @CurrentStaff() staff: StaffMember): Promise<AdminUserDto> {
    return this.moderation.unban(staff, id, body.reason ?? null);
  }
}
