import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_SUSPENDED, AuthService } from '../auth/auth.service';
import { CurrentUserDto, toCurrentUserDto } from '../auth/dto/current-user.dto';
import { Sessions } from '../auth/request-session';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ACCOUNT_NEEDS_SESSION, NoAccessTokens } from '../tokens/token-policy';
import { AcceptedDto, PasswordResetConfirmDto, PasswordResetRequestDto, RESET_LINK_INVALID, RESET_REQUESTED } from './dto/account-email.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('password-reset')
@NoAccessTokens(ACCOUNT_NEEDS_SESSION)
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly auth: AuthService,
    private readonly sessions: Sessions,
  ) {}

  @Post()
  @HttpCode(202)
  @RateLimit('passwordReset')
  @ApiOperation({
    summary: 'Mail a password reset link',
    description:
      'Anyone. If an account uses the address, mails it a link to /reset-password?token=… that works once, for one hour (a new request replaces the previous link). Always answers 202 with the same body, whether or not the account exists.',
  })
  @ApiAcceptedResponse({ type: AcceptedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not an email address' })
  request(@Body() body: PasswordResetRequestDto, @Req() req: FastifyRequest): AcceptedDto {
    this.resets.request(body.email, req);
    return { message: RESET_REQUESTED };
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit('passwordResetConfirm')
  @ApiOperation({
    summary: 'Set a new password with the mailed token',
    description:
      'Anyone holding the token. Sets the password, ends every session of the account on every device, then signs in here (session cookie) and returns the user. ' +
      `400 '${RESET_LINK_INVALID}' for a used, expired or forged token (nothing changes); 400 for a password outside the sign-up rules; 403 '${ACCOUNT_SUSPENDED}' (nothing changes).`,
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCOUNT_SUSPENDED })
  async confirm(@Body() body: PasswordResetConfirmDto, @Req() req: FastifyRequest): Promise<CurrentUserDto> {
    const account = await this.resets.confirm(body.token, body.password);
    await this.sessions.logIn(req, account);
    return toCurrentUserDto((await this.auth.findById(account.id))!);
  }
}
