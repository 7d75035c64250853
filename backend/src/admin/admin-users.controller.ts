import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { AdminUsersService } from './admin-users.service';
import { AdminUsersPageDto, AdminUsersQueryDto } from './dto/admin-user.dto';

@ApiTags('admin')
@Controller('admin/users')
@Staff()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'Find accounts by email, username, display name or id, to grant roles or suspend (moderators and admins)',
    description:
      'Moderators and admins only (403 for anyone else). q matches part of an email, username or display name, or an exact user id; role and banned narrow the list. Returns a page of accounts, newest first, each with its email, role, suspension and video count; pass nextCursor as ?cursor= for the next page.',
  })
  @ApiOkResponse({ type: AdminUsersPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid q, role, banned, limit or cursor' })
  list(@Query() query: AdminUsersQueryDto): Promise<AdminUsersPageDto> {
    return this.users.page(query);
  }
}
