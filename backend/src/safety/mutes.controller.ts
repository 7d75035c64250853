import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ApiUserRelation } from '../common/api-user-relation';
import { ErrorResponseDto } from '../common/error-response.dto';
import { UserIdPipe } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { MuteStateDto, MutedWordsDto, MutedWordsStateDto, MutesPageDto } from './dto/safety.dto';
import { MutesService } from './mutes.service';

@ApiTags('safety')
@Controller()
export class MutesController {
  constructor(private readonly mutes: MutesService) {}

  @Post('users/:id/mute')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Mute a person (idempotent)',
    description:
      "Signed-in users only (401 for visitors). Their videos leave your feeds, their comments come collapsed (hiddenReason 'muted') and their notifications stop; " +
      "they are not told and still see you. Returns isMuted; 400 'You cannot mute yourself', 404 for an unknown user.",
  })
  @ApiUserRelation(MuteStateDto, 'You cannot mute yourself')
  mute(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<MuteStateDto> {
    return this.mutes.mute(viewer.id, id);
  }

  @Delete('users/:id/mute')
  @SignedIn()
  @ApiOperation({
    summary: 'Unmute a person (idempotent)',
    description: "Signed-in users only (401 for visitors). Returns isMuted; 400 'You cannot mute yourself', 404 for an unknown user.",
  })
  @ApiUserRelation(MuteStateDto, 'You cannot mute yourself')
  unmute(@Param('id', UserIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<MuteStateDto> {
    return this.mutes.unmute(viewer.id, id);
  }

  @Get('user/mutes')
  @SignedIn()
  @ApiOperation({
    summary: 'The people you muted, newest first, and your muted words',
    description: 'Signed-in users only (401 for visitors). Pass nextCursor as ?cursor= for the next page of people; every page carries all your muted words.',
  })
  @ApiOkResponse({ type: MutesPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  list(@Query() query: PageQueryDto, @CurrentUser() viewer: SessionUser): Promise<MutesPageDto> {
    return this.mutes.list(viewer.id, query);
  }

  @Put('user/muted-words')
  @SignedIn()
  @ApiOperation({
    summary: 'Replace your muted words and #tags',
    description:
      'Signed-in users only (401 for visitors). Matching videos leave your feeds and matching comments come collapsed. Words are trimmed, lowercased and kept once; ' +
      'each matches whole words only and is taken literally. 400 for more than 100, an empty one, or one longer than 100 characters.',
  })
  @ApiOkResponse({ type: MutedWordsStateDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Too many, empty or too long muted words' })
  setWords(@Body() body: MutedWordsDto, @CurrentUser() viewer: SessionUser): Promise<MutedWordsStateDto> {
    return this.mutes.setWords(viewer.id, body.words);
  }
}
