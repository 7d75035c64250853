import { Controller, Get, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedInBySession } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ownOriginOf } from '../common/own-origins';
import { RETRY_AFTER_HEADERS } from '../common/rate-limit/rate-limit-headers';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { EXPORT_NEEDS_SESSION, NoAccessTokens } from '../tokens/token-policy';
import { AccountExports, EXPORT_EXPIRED, EXPORT_NOT_FOUND, ONE_EXPORT_A_DAY } from './account-exports.service';
import { AccountExportDto, AccountExportListDto } from './dto/account-export.dto';

/** "Download your data": the account's own, from the browser session. */
@ApiTags('auth')
@Controller('user')
@SignedInBySession()
@NoAccessTokens(EXPORT_NEEDS_SESSION)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: EXPORT_NEEDS_SESSION })
export class AccountExportsController {
  constructor(
    private readonly exports: AccountExports,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('export')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for a copy of your data',
    description:
      'Signed-in users only, with the browser session (an access token gets 403). The worker builds one zip: profile, videos with their metadata and original files, ' +
      'comments, likes, follows, notifications, the names of your API tokens and passkeys (never secrets), and sessions. When it is ready you are notified in the app and by mail; ' +
      `it downloads for 24 hours, for you only. One export a day: 429 '${ONE_EXPORT_A_DAY}' with Retry-After (a failed export does not count).`,
  })
  @ApiAcceptedResponse({ type: AccountExportDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: ONE_EXPORT_A_DAY, headers: RETRY_AFTER_HEADERS })
  request(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest): Promise<AccountExportDto> {
    return this.exports.request(user.id, ownOriginOf(req, this.config));
  }

  @Get('exports')
  @ApiOperation({
    summary: 'Your data exports',
    description: 'Signed-in users only, with the browser session. The last 10, newest first, with when the next may be asked for.',
  })
  @ApiOkResponse({ type: AccountExportListDto })
  list(@CurrentUser() user: SessionUser): Promise<AccountExportListDto> {
    return this.exports.list(user.id);
  }

  @Get('exports/:id/download')
  @RateLimit('exportDownload')
  @ApiOperation({
    summary: 'Download a ready export (a zip)',
    description:
      `Signed-in users only, with the browser session, and only the export's owner (404 '${EXPORT_NOT_FOUND}' for anyone else). ` +
      `The zip, or with the s3 driver a redirect to a one-minute link to it. 404 while it is building or failed; 410 '${EXPORT_EXPIRED}' 24 hours after it was ready.`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'The zip', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: EXPORT_NOT_FOUND })
  @ApiGoneResponse({ type: ErrorResponseDto, description: EXPORT_EXPIRED })
  async download(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(EXPORT_NOT_FOUND) })) id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const download = await this.exports.download(user.id, id);
    reply.header('Cache-Control', 'private, no-store');
    const presigned = await this.exports.presignedUrl(download);
    if (presigned) return void reply.redirect(presigned, 302);
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', `attachment; filename="${download.fileName}"`);
    reply.header('Content-Length', String(download.sizeBytes));
    return void reply.send(await this.exports.openZip(download));
  }
}
