import { Body, Controller, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { ErrorResponseDto } from '../common/error-response.dto';
import { USER_NOT_FOUND, UserIdPipe } from '../common/id-pipes';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { REPORT_RECEIVED } from '../videos/dto/report-video.dto';
import { ReportCommentDto } from './dto/report-comment.dto';
import { ContentReportResultDto } from './dto/report-result.dto';
import { ReportUserDto } from './dto/report-user.dto';
import { CANNOT_REPORT_SELF, ContentReportsService } from './content-reports.service';

const CommentIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(COMMENT_NOT_FOUND) });
const LIMITS = 'They share the limit of video reports (20 an hour per account).';

@ApiTags('reports')
@Controller()
export class ContentReportsController {
  constructor(private readonly reports: ContentReportsService) {}

  @Post('comments/:id/report')
  @HttpCode(200)
  @RateLimit('report')
  @SignedIn() // listed below so it runs first: the limit counts per signed-in user
  @ApiOperation({
    summary: 'Report a comment (one report per user)',
    description:
      'Signed-in users. Reasons: spam, harassment, hate, other (with text). A repeat replaces your open report. Three reports from different accounts older ' +
      `than 24 hours with a verified email that are not suspended (the author never counts) hide it pending review by staff. ${LIMITS} ` +
      '404 when the comment does not exist, was removed, or you may not see it.',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiOkResponse({ type: ContentReportResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COMMENT_NOT_FOUND })
  async reportComment(
    @Param('id', CommentIdPipe) id: string,
    @Body() body: ReportCommentDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ContentReportResultDto> {
    await this.reports.reportComment(id, user.id, body.reason, body.otherText ?? null);
    return { message: REPORT_RECEIVED };
  }

  @Post('users/:id/report')
  @HttpCode(200)
  @RateLimit('report')
  @SignedIn()
  @ApiOperation({
    summary: 'Report an account (one report per user)',
    description:
      `Signed-in users. Reasons: impersonation, spam, harassment, underage, other (with text). A repeat replaces your open report; staff review it. ${LIMITS} ` +
      `400 '${CANNOT_REPORT_SELF}'; 404 when the account does not exist or is suspended.`,
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'User id' })
  @ApiOkResponse({ type: ContentReportResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: USER_NOT_FOUND })
  async reportUser(@Param('id', UserIdPipe) id: string, @Body() body: ReportUserDto, @CurrentUser() user: SessionUser): Promise<ContentReportResultDto> {
    await this.reports.reportAccount(id, user.id, body.reason, body.otherText ?? null);
    return { message: REPORT_RECEIVED };
  }
}
