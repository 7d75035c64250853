import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { WRONG_CURRENT_PASSWORD } from '../auth/password-change.service';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedInBySession } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ACCOUNT_NEEDS_SESSION, NoAccessTokens } from '../tokens/token-policy';
import {
  AcceptedDto,
  CHANGE_LINK_INVALID,
  EMAIL_CHANGE_REQUESTED,
  EMAIL_IN_USE,
  EmailChangeConfirmDto,
  EmailChangeRequestDto,
  SAME_EMAIL,
} from './dto/account-email.dto';
import { EmailChangeService } from './email-change.service';

@ApiTags('auth')
@Controller()
@NoAccessTokens(ACCOUNT_NEEDS_SESSION)
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Put('user/email')
  @HttpCode(202)
  @SignedInBySession()
  @RateLimit('emailChange')
  @ApiOperation({
    summary: 'Change your email address: mails a confirmation link to the new one',
    description:
      'Signed-in users only, with the browser session (an access token gets 403). Needs the current password. Mails the new address a link to /confirm-email?token=… (24 hours, once; a new request replaces it) and tells the current address that its email is changing. ' +
      'Answers 202 with the same body whether or not another account uses the new address (confirming it then fails with 409). ' +
      `400 '${WRONG_CURRENT_PASSWORD}', '${SAME_EMAIL}' or an invalid address.`,
  })
  @ApiAcceptedResponse({ type: AcceptedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCOUNT_NEEDS_SESSION })
  async request(@CurrentUser() user: SessionUser, @Body() body: EmailChangeRequestDto, @Req() req: FastifyRequest): Promise<AcceptedDto> {
    await this.emailChange.request(user.id, body.email, body.password, req);
    return { message: EMAIL_CHANGE_REQUESTED };
  }

  @Post('email/change/confirm')
  @HttpCode(204)
  @RateLimit('emailChangeConfirm')
  @ApiOperation({
    summary: 'Confirm a new email address with the mailed token',
    description:
      'Anyone holding the token (signed in or not; signed in, it must be a token of that account). The account signs in with the new address from now on, which counts as verified; answers 204. ' +
      `400 '${CHANGE_LINK_INVALID}' for a used, expired, forged or another account's token; 409 '${EMAIL_IN_USE}' (nothing changes either way).`,
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: EMAIL_IN_USE })
  async confirm(@Body() body: EmailChangeConfirmDto, @CurrentUser() user: SessionUser | undefined): Promise<void> {
    await this.emailChange.confirm(body.token, user?.id);
  }
}
