import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ALREADY_APPEALED, AppealsService, NOTHING_TO_APPEAL, NOT_SIGNED_IN } from './appeals.service';
import { APPEAL_LINK_INVALID, AppealDto, CreateAppealDto } from './dto/appeal.dto';

@ApiTags('reports')
@Controller('appeals')
export class AppealsController {
  constructor(private readonly appeals: AppealsService) {}

  @Post()
  @RateLimit('appeal')
  @ApiOperation({
    summary: 'Appeal a moderation decision, once: a removed video or comment of yours, or your suspension',
    description:
      'A signed-in owner names the removed video or comment (targetType, targetId); a suspended account sends the token from the link in its ' +
      'suspension notice instead, without signing in. The text is 1 to 1,000 characters. A moderator other than the one who decided upholds or ' +
      `reverses it, and you are told. 401 '${NOT_SIGNED_IN}' without a session or token; 404 when it is not yours or does not exist ('${APPEAL_LINK_INVALID}' ` +
      `for a used, expired or forged token); 409 '${ALREADY_APPEALED}' or '${NOTHING_TO_APPEAL}'.`,
  })
  @ApiCreatedResponse({ type: AppealDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: NOT_SIGNED_IN })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  create(@Body() body: CreateAppealDto, @CurrentUser() user: SessionUser | undefined): Promise<AppealDto> {
    if (body.token !== undefined) return this.appeals.fileForSuspension(body.token, body.text);
    return this.appeals.fileForContent(user?.id, body.targetType!, body.targetId!, body.text);
  }
}
