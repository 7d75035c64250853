import { Controller, Delete, Head, Param, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { CurrentUser, SessionUser } from '../../auth/session-user';
import { SignedIn } from '../../auth/signed-in.guard';
import { ErrorResponseDto } from '../../common/error-response.dto';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator';
import { NeedsScope } from '../../tokens/token-policy';
import { UPLOAD_ALREADY_USED, UPLOAD_NOT_FOUND } from '../uploads.service';
import { ResumableUploads } from './resumable-uploads.service';

/**
 * Once the request is allowed (refusals above are Nest's JSON errors), tus answers on the raw response:
 * the headers already set on the reply (security headers, rate-limit counts) go with it.
 */
async function handOver(reply: FastifyReply, tus: (res: ServerResponse) => Promise<void>): Promise<void> {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
  await tus(reply.raw);
}

const TUS_RESUMABLE = { name: 'Tus-Resumable', required: true, description: 'The tus protocol version', example: '1.0.0' };
const ID = { name: 'id', format: 'uuid', description: 'The last segment of the Location the creation answered' };

/**
 * The tus protocol (creation, core, termination) at /api/uploads, under the API's session or access
 * token and CSRF defence. The reply is left to tus: it writes its own headers (Upload-Offset, Location).
 */
@ApiTags('storage')
@Controller('uploads')
@SignedIn()
@NeedsScope('upload')
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Post()
  @RateLimit('upload')
  @ApiOperation({
    summary: 'Start a resumable upload (tus creation)',
    description:
      'tus 1.0 creation: Upload-Length (at most 5 GB) and Upload-Metadata with `filetype` (video/* or image/*) are required. ' +
      'Answers 201 with Location `/api/uploads/{id}`: PATCH the bytes there; once complete, that URL is the `videoUrl` of POST /api/videos ' +
      'or the image of PUT /api/avatar. Counts against the same per-user upload quotas as upload URLs (429 with Retry-After). ' +
      'An unfinished upload can be continued for 24 hours.',
  })
  @ApiHeader(TUS_RESUMABLE)
  @ApiHeader({ name: 'Upload-Length', required: true, description: 'The size of the file in bytes', example: '52428800' })
  @ApiHeader({
    name: 'Upload-Metadata',
    required: true,
    description: 'tus metadata: `filetype <base64 type>` (and `filename`)',
    example: 'filetype dmlkZW8vbXA0',
  })
  @ApiCreatedResponse({ description: 'Created; Location is the upload URL' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'File must be 5GB or less' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Only video and image files can be uploaded' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Upload quota reached' })
  async create(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await handOver(reply, await this.uploads.create(user.id, req.raw));
  }

  @Head(':id')
  @ApiOperation({
    summary: 'How many bytes of an upload the server has (tus Upload-Offset)',
    description: 'Ask before resuming after a dropped connection: the next PATCH starts at this Upload-Offset. Only the uploader sees an upload.',
  })
  @ApiParam(ID)
  @ApiHeader(TUS_RESUMABLE)
  @ApiOkResponse({ description: 'Upload-Offset and Upload-Length headers' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${UPLOAD_NOT_FOUND} (also another account's)` })
  @ApiGoneResponse({ type: ErrorResponseDto, description: `${UPLOAD_ALREADY_USED}, or expired (24 hours)` })
  async offset(@CurrentUser() user: SessionUser, @Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await handOver(reply, await this.uploads.resume(user.id, id, req.raw));
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Send bytes of an upload from Upload-Offset (tus core)',
    description:
      'Content-Type application/offset+octet-stream; Upload-Offset must be the offset HEAD answers (409 otherwise). One request at a time per upload.',
  })
  @ApiParam(ID)
  @ApiHeader(TUS_RESUMABLE)
  @ApiHeader({ name: 'Upload-Offset', required: true, description: 'Where these bytes start', example: '0' })
  @ApiNoContentResponse({ description: 'Received; Upload-Offset is the new offset' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Upload-Offset conflict' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${UPLOAD_NOT_FOUND} (also another account's)` })
  @ApiGoneResponse({ type: ErrorResponseDto, description: `${UPLOAD_ALREADY_USED}, or expired (24 hours)` })
  async send(@CurrentUser() user: SessionUser, @Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await handOver(reply, await this.uploads.resume(user.id, id, req.raw));
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Cancel an unfinished upload and delete its bytes (tus termination)',
    description:
      'Only the uploader, only while unfinished (a finished upload stays until a video uses it or 24 hours pass). Its bytes stop counting against the quota.',
  })
  @ApiParam(ID)
  @ApiHeader(TUS_RESUMABLE)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${UPLOAD_NOT_FOUND} (also another account's)` })
  @ApiGoneResponse({ type: ErrorResponseDto, description: UPLOAD_ALREADY_USED })
  async cancel(@CurrentUser() user: SessionUser, @Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await handOver(reply, await this.uploads.resume(user.id, id, req.raw));
  }
}
