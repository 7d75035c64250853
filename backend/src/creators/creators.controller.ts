import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { CreatorsService } from './creators.service';
import { CreatorsDto } from './dto/creator.dto';
import { CreatorsQueryDto } from './dto/creators-query.dto';

@ApiTags('creators')
@Controller('creators')
export class CreatorsController {
  constructor(private readonly creators: CreatorsService) {}

  @Get()
  @ApiOperation({
    summary: 'The creators leaderboard: accounts with at least one public video, each with its global rank for the sort',
    description:
      'Anyone, signed in or not. ?sort= orders by userNumber (ascending) or by total views, total likes, followers or videos (descending, ties by userNumber); ?q= keeps the creators whose username or display name contains it, with their global rank; ?limit= at most 100. Returns the creators and how many match; creators you blocked or who blocked you are left out.',
  })
  @ApiOkResponse({ type: CreatorsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid sort, q or limit' })
  list(@Query() query: CreatorsQueryDto, @CurrentUser() viewer: SessionUser | undefined): Promise<CreatorsDto> {
    return this.creators.list(query, viewer?.id ?? null);
  }
}
