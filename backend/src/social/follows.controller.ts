import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ApiUserRelation } from '../common/api-user-relation';
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
  @ApiOperation({
    summary: 'Follow a user (idempotent)',
    description:
      "Signed-in users only (401 for visitors). Following someone you already follow changes nothing. Returns whether you follow them and their follower count; 400 'You cannot follow yourself', 404 for an unknown or suspended user.",
  })
  @ApiUserRelation(FollowStateDto, 'You cannot follow yourself')
  follow(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<FollowStateDto> {
    return this.follows.follow(viewer.id, id);
  }

  @Delete(':id/follow')
  @SignedIn()
  @ApiOperation({
    summary: 'Unfollow a user (idempotent)',
    description:
      'Signed-in users only (401 for visitors). Unfollowing someone you do not follow changes nothing. Returns whether you follow them and their follower count; 404 for an unknown user.',
  })
  @ApiUserRelation(FollowStateDto, 'You cannot follow yourself')
  unfollow(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<FollowStateDto> {
    return this.follows.unfollow(viewer.id, id);
  }

  @Get(':userId/is-following/:targetId')
  @ApiOperation({
    summary: 'Whether one user follows another',
    description: 'Anyone, signed in or not. Returns isFollowing for any two user ids; 404 for a malformed id.',
  })
  @ApiParam({ name: 'userId', format: 'uuid' })
  @ApiParam({ name: 'targetId', format: 'uuid' })
  @ApiOkResponse({ type: IsFollowingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found (malformed id)' })
  async isFollowing(@Param('userId', UserIdPipe) userId: string, @Param('targetId', UserIdPipe) targetId: string): Promise<IsFollowingDto> {
    return { isFollowing: await this.follows.isFollowing(userId, targetId) };
  }

  @Get(':id/followers')
  @ApiOperation({
    summary: "A user's followers, newest first",
    description:
      'Anyone, signed in or not. Returns a page of the accounts following this user, newest follow first, each with whether you follow them; pass nextCursor as ?cursor= for the next page. 404 for an unknown user.',
  })
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
  @ApiOperation({
    summary: 'Whom a user follows, newest first',
    description:
      'Anyone, signed in or not. Returns a page of the accounts this user follows, newest follow first, each with whether you follow them; pass nextCursor as ?cursor= for the next page. 404 for an unknown user.',
  })
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
