import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
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
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/pagination';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserResponseDto, UsersPageDto } from './dto/user-profile.dto';
import { ProfilesService } from './profiles.service';
import { UserIdPipe } from '../common/id-pipes';

@ApiTags('users')
@Controller('users')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  @ApiOperation({
    summary: 'Creators (users with a username), newest first',
    description:
      'Anyone, signed in or not. Accounts that have created their profile, newest first, each with counts and whether you follow them. Returns a page; pass nextCursor as ?cursor= for the next page.',
  })
  @ApiOkResponse({ type: UsersPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  list(@Query() query: PageQueryDto, @CurrentUser() viewer: SessionUser | undefined): Promise<UsersPageDto> {
    return this.profiles.list(query, viewer?.id);
  }

  // Declared before the follows routes so /users/username/followers means the user "followers".
  @Get('username/:username')
  @ApiOperation({
    summary: 'A profile by username (any letter case)',
    description: "Anyone, signed in or not. Returns the profile with its counts and whether you follow it; 404 'User not found' for an unknown account.",
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  async byUsername(@Param('username') username: string, @CurrentUser() viewer: SessionUser | undefined): Promise<UserResponseDto> {
    return { user: await this.profiles.findByUsername(username, viewer?.id) };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A profile by user id',
    description: "Anyone, signed in or not. Returns the profile with its counts and whether you follow it; 404 'User not found' for an unknown account.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  async byId(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser | undefined): Promise<UserResponseDto> {
    return { user: await this.profiles.findById(id, viewer?.id) };
  }

  @Put(':id')
  @SignedIn()
  @ApiOperation({
    summary: 'Edit your own profile; setting the first username creates it',
    description:
      "Signed-in users only, on their own profile (403 'You can only edit your own profile'). Only the fields sent change. Username: lowercase letters and digits, at most 50 characters (409 when taken); display name at most 100 characters. Returns the updated profile.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid field or reserved username' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'You can only edit your own profile' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Username is already taken' })
  async update(@Param('id', UserIdPipe) id: string, @Body() body: UpdateProfileDto, @CurrentUser() viewer: SessionUser): Promise<UserResponseDto> {
    return { user: await this.profiles.update(viewer.id, id, body) };
  }
}
