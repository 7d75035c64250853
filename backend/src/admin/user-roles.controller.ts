import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, AdminOnly, CurrentStaff, StaffMember } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { USER_NOT_FOUND, UserIdPipe } from '../common/id-pipes';
import { AdminUserDto } from './dto/admin-user.dto';
import { SetRoleDto } from './dto/set-role.dto';
import { CANNOT_CHANGE_OWN_ROLE, UserRolesService } from './user-roles.service';

@ApiTags('admin')
@Controller('admin/users/:id/role')
@AdminOnly()
export class UserRolesController {
  constructor(private readonly roles: UserRolesService) {}

  @Put()
  @ApiOperation({
    summary: "Set an account's role: grant or revoke moderator (admins only)",
    description: "Applies from the account's next request, and is in the moderation log. Nobody changes their own role. ADMIN_EMAILS never undoes a demotion.",
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `${ADMIN_ONLY}; or: ${CANNOT_CHANGE_OWN_ROLE}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: USER_NOT_FOUND })
  setRole(@Param('id', UserIdPipe) id: string, @Body() body: SetRoleDto, @CurrentStaff() admin: StaffMember): Promise<AdminUserDto> {
    return this.roles.setRole(admin, id, body.role);
  }
}
