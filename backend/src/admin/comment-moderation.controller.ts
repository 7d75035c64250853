import { Body, Controller, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, STAFF_ONLY, Staff, StaffMember } from '../auth/staff.guard';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { ApiModerationDecision } from './api-moderation-decision';
import { COMMENT_ALREADY_REMOVED, CommentModerationService } from './comment-moderation.service';
import { AdminCommentDto } from './dto/admin-comment.dto';
import { ModerationNoteDto, ModerationReasonDto } from './dto/moderation-reason.dto';
import { ADMIN_NEEDED, CANNOT_DECIDE_OWN, CANNOT_DECIDE_OWN_REPORT } from './staff-conflicts';

const CommentIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(COMMENT_NOT_FOUND) });
const REFUSED = `${STAFF_ONLY}; or: ${CANNOT_DECIDE_OWN}; or: ${ADMIN_NEEDED}; or: ${CANNOT_DECIDE_OWN_REPORT}`;

@ApiTags('admin')
@Controller('admin/comments/:id')
@Staff()
export class CommentModerationController {
  constructor(private readonly moderation: CommentModerationService) {}

  @Post('remove')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a comment, with a reason (moderators and admins)',
    description:
      'Hidden from everyone; its author is notified with the reason and may appeal once. Its open reports are upheld. ' +
      "403 on your own comment or one you reported, and for a moderator on a moderator's or an admin's.",
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiModerationDecision({ type: AdminCommentDto, refused: REFUSED, notFound: COMMENT_NOT_FOUND, conflict: COMMENT_ALREADY_REMOVED })
  remove(@Param('id', CommentIdPipe) id: string, @Body() body: ModerationReasonDto, @CurrentStaff() staff: StaffMember): Promise<AdminCommentDto> {
    return this.moderation.remove(staff, id, body.reason);
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a comment: dismiss its open reports and show it again (moderators and admins)',
    description:
      "The optional reason goes in the moderation log. 403 on your own comment or one you reported, and for a moderator on a moderator's or an admin's.",
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiModerationDecision({ type: AdminCommentDto, refused: REFUSED, notFound: COMMENT_NOT_FOUND })
  restore(@Param('id', CommentIdPipe) id: string, @Body() body: ModerationNoteDto, @CurrentStaff() staff: StaffMember): Promise<AdminCommentDto> {
    return this.moderation.restore(staff, id, body.reason ?? null);
  }
}
