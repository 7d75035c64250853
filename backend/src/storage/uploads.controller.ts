import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ownOriginOf } from '../common/own-origins';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { NeedsScope } from '../tokens/token-policy';
import { RequestUploadDto } from './dto/request-upload.dto';
import { UploadUrlDto, toUploadUrlDto } from './dto/upload-url.dto';
import { UploadsService } from './uploads.service';

@ApiTags('storage')
@Controller('objects')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('upload')
  @RateLimit('upload')
  @SignedIn() // listed below so it runs first: visitors get 401 without using up the limit
  @NeedsScope('upload')
  @ApiOperation({
    summary: 'Get a signed URL to upload one video or image file',
    description:
      'The body is optional. With a contentType and a size, the URL accepts only that type and at most that many bytes. ' +
      'Per-user quotas on uploads per hour and per day (count and bytes) answer 429 with Retry-After.',
  })
  @ApiBody({ type: RequestUploadDto, required: false })
  @ApiCreatedResponse({ type: UploadUrlDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'File must be 5GB or less (or a request body over 100kb)' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Only video and image files can be uploaded (or a body that is not JSON)' })
  async issue(@CurrentUser() user: SessionUser, @Body() body: RequestUploadDto, @Req() req: FastifyRequest): Promise<UploadUrlDto> {
    return toUploadUrlDto(await this.uploads.issue(user.id, ownOriginOf(req, this.config), body));
  }
}
