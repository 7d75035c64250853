import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ApiUserRelation } from '../common/api-user-relation';
import { ErrorResponseDto } from '../common/error-response.dto';
import { UserIdPipe } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { BlocksService } from './blocks.service';
import { BlockStateDto, BlocksPageDto } from './dto/safety.dto';

@ApiTags('safety')
@Controller()
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Post('users/:id/block')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Block a person (idempotent)',
    description:
      'Signed-in users only (401 for visitors). Between you and them, both ways: follows are removed and cannot be made, neither can comment on, like or report the other’s videos or comments, ' +
      'and neither sees the other’s videos, comments, profile or notifications anywhere. They are never told. ' +
      "Returns isBlocked; 400 'You cannot block yourself', 404 for an unknown user.",
  })
  @ApiUserRelation(BlockStateDto, 'You cannot block yourself')
  block(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<BlockStateDto> {
    return this.blocks.block(viewer.id, id);
  }

  @Delete('users/:id/block')
  @SignedIn()
  @ApiOperation({
    summary: 'Unblock a person (idempotent)',
    description:
      "Signed-in users only (401 for visitors). Follows removed by the block are not restored. Returns isBlocked; 400 'You cannot block yourself', 404 for an unknown user.",
  })
  @ApiUserRelation(BlockStateDto, 'You cannot block yourself')
  unblock(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<BlockStateDto> {
    return this.blocks.unblock(viewer.id, id);
  }

  @Get('user/blocks')
  @SignedIn()
  @ApiOperation({
    summary: 'The people you blocked, newest first',
    description: 'Signed-in users only (401 for visitors). Pass nextCursor as ?cursor= for the next page.',
  })
  @ApiOkResponse({ type: BlocksPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  list(@Query() query: PageQueryDto, @CurrentUser() viewer: SessionUser): Promise<BlocksPageDto> {
    return this.blocks.list(viewer.id, query);
  }
}
