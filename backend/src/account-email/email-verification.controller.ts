import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedInBySession } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ACCOUNT_NEEDS_SESSION, NoAccessTokens } from '../tokens/token-policy';
import { ALREADY_VERIFIED, AcceptedDto, EmailVerifyDto, VERIFICATION_RESENT, VERIFY_LINK_INVALID } from './dto/account-email.dto';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('auth')
@Controller('email/verify')
@NoAccessTokens(ACCOUNT_NEEDS_SESSION)
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post()
  @HttpCode(204)
  @RateLimit('emailVerify')
  @ApiOperation({
    summary: 'Confirm the account’s email address with the mailed token',
    description:
      'Anyone holding the token (signed in or not; signed in, it must be a token of that account). Marks the address verified and answers 204. ' +
      `400 '${VERIFY_LINK_INVALID}' for a used, expired, forged or another account's token (nothing changes).`,
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async verify(@Body() body: EmailVerifyDto, @CurrentUser() user: SessionUser | undefined): Promise<void> {
    await this.verification.verify(body.token, user?.id);
  }

  @Post('resend')
  @HttpCode(202)
  @SignedInBySession()
  @RateLimit('emailVerifyResend')
  @ApiOperation({
    summary: 'Mail a new verification link',
    description: `Signed-in users only, with the browser session. Mails a new link (the previous one stops working) and answers 202. 409 '${ALREADY_VERIFIED}'`,
  })
  @ApiAcceptedResponse({ type: AcceptedDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ALREADY_VERIFIED })
  async resend(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest): Promise<AcceptedDto> {
    await this.verification.resend(user.id, req);
    return { message: VERIFICATION_RESENT };
  }
}
