import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ViewResultDto } from './dto/view-result.dto';
import { VIDEO_NOT_FOUND, VideoIdPipe } from '../common/id-pipes';
import { viewerKey } from './viewer-key';
import { ViewsService } from './views.service';

@ApiTags('videos')
@Controller('videos/:id')
export class ViewsController {
  constructor(private readonly views: ViewsService) {}

  @Post('view')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Count a view: at most one per viewer per video per 24 hours',
    description:
      'Anyone, signed in or not: a viewer is the account, else the client address. Returns the view count and whether this view was counted (false when this viewer was counted in the last 24 hours).',
  })
  @ApiOkResponse({ type: ViewResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  view(@Param('id', VideoIdPipe) id: string, @Req() req: FastifyRequest, @CurrentUser() viewer: SessionUser | undefined): Promise<ViewResultDto> {
    return this.views.recordView(id, viewerKey(req), viewer?.id ?? null);
  }
}
