import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../auth/signed-in.guard';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { REPORT_RECEIVED, ReportBrokenResultDto, ReportResultDto, ReportVideoDto } from './dto/report-video.dto';
import { ReportsService } from './reports.service';
import { VIDEO_NOT_FOUND, VideoIdPipe } from '../common/id-pipes';

@ApiTags('videos')
@Controller('videos/:id')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('report')
  @HttpCode(200)
  @RateLimit('report')
  @SignedIn() // listed below so it runs first: the limit counts per signed-in user
  @ApiOperation({
    summary: 'Report a video (one report per user, 20 an hour)',
    description: 'Three reports from different accounts older than 24 hours that are not suspended (the owner never counts) hide it pending review by staff.',
  })
  @ApiOkResponse({ type: ReportResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  async report(@Param('id', VideoIdPipe) id: string, @Body() body: ReportVideoDto, @CurrentUser() user: SessionUser): Promise<ReportResultDto> {
    const hidden = await this.reports.report(id, user.id, body.reason, body.otherText ?? null);
    return { message: REPORT_RECEIVED, hidden };
  }

  @Post('report-broken')
  @HttpCode(200)
  @RateLimit('reportBroken')
  @ApiOperation({
    summary: 'Say a video does not play; it is hidden only if the worker finds its file missing or undecodable (waits up to 10 s)',
    description:
      'Anyone, signed in or not. Asks the worker to check the stored file: the video is hidden only if it is missing or undecodable. Returns whether it is now hidden and whether it was already; 404 when the video does not exist or is not visible.',
  })
  @ApiOkResponse({ type: ReportBrokenResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  reportBroken(@Param('id', VideoIdPipe) id: string, @CurrentUser() viewer: SessionUser | undefined): Promise<ReportBrokenResultDto> {
    return this.reports.reportBroken(id, viewer ?? null);
  }
}
