import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/pagination';
import { FollowStateDto, FollowersPageDto, FollowingPageDto, IsFollowingDto } from './dto/follow.dto';
import { FollowsService } from './follows.service';
import { UserIdPipe } from '../common/id-pipes';

@ApiTags('users')
@Controller('users')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Post(':id/follow')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Follow a user (idempotent)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: FollowStateDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'You cannot follow yourself' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  follow(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<FollowStateDto> {
    return this.follows.follow(viewer.id, id);
  }

  @Delete(':id/follow')
  @SignedIn()
  @ApiOperation({ summary: 'Unfollow a user (idempotent)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: FollowStateDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'You cannot follow yourself' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  unfollow(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<FollowStateDto> {
    return this.follows.unfollow(viewer.id, id);
  }

  @Get(':userId/is-following/:targetId')
  @ApiOperation({ summary: 'Whether one user follows another' })
  @ApiParam({ name: 'userId', format: 'uuid' })
  @ApiParam({ name: 'targetId', format: 'uuid' })
  @ApiOkResponse({ type: IsFollowingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found (malformed id)' })
  async isFollowing(@Param('userId', UserIdPipe) userId: string, @Param('targetId', UserIdPipe) targetId: string): Promise<IsFollowingDto> {
    return { isFollowing: await this.follows.isFollowing(userId, targetId) };
  }

  @Get(':id/followers')
  @ApiOperation({ summary: "A user's followers, newest first" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: FollowersPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  async followers(
    @Param('id', UserIdPipe) id: string,
    @Query() query: PageQueryDto,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<FollowersPageDto> {
    const page = await this.follows.list(id, 'followers', query, viewer?.id);
    return { followers: page.items, nextCursor: page.nextCursor };
  }

  @Get(':id/following')
  @ApiOperation({ summary: 'Whom a user follows, newest first' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: FollowingPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  async following(
    @Param('id', UserIdPipe) id: string,
    @Query() query: PageQueryDto,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<FollowingPageDto> {
    const page = await this.follows.list(id, 'following', query, viewer?.id);
    return { following: page.items, nextCursor: page.nextCursor };
  }
}
