import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, STAFF_ONLY, Staff, StaffMember } from '../auth/staff.guard';
import { VIDEO_NOT_FOUND, VideoIdPipe } from '../common/id-pipes';
import { ApiModerationDecision } from './api-moderation-decision';
import { AdminVideoDto } from './dto/admin-video.dto';
import { ModerationNoteDto, ModerationReasonDto } from './dto/moderation-reason.dto';
import {
  ALREADY_REMOVED,
  CANNOT_MODERATE_ADMIN_VIDEO,
  CANNOT_MODERATE_OWN_VIDEO,
  CANNOT_RESTORE_FAILED,
  VideoModerationService,
} from './video-moderation.service';
import { CANNOT_DECIDE_OWN_REPORT } from './staff-conflicts';

const REFUSED = `${STAFF_ONLY}; or: ${CANNOT_MODERATE_OWN_VIDEO}; or: ${CANNOT_MODERATE_ADMIN_VIDEO}; or: ${CANNOT_DECIDE_OWN_REPORT}`;

@ApiTags('admin')
@Controller('admin/videos/:id')
@Staff()
export class VideoModerationController {
  constructor(private readonly moderation: VideoModerationService) {}

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a video: dismiss its open reports and make it visible again (moderators and admins)',
    description:
      "Its owner is notified when it had been hidden or removed. The optional reason goes in the moderation log. 403 on your own video or one you reported, and for a moderator on a moderator's or an admin's.",
  })
  @ApiModerationDecision({ type: AdminVideoDto, refused: REFUSED, notFound: VIDEO_NOT_FOUND, conflict: CANNOT_RESTORE_FAILED })
  restore(@Param('id', VideoIdPipe) id: string, @Body() body: ModerationNoteDto, @CurrentStaff() staff: StaffMember): Promise<AdminVideoDto> {
    return this.moderation.restore(staff, id, body.reason ?? null);
  }

  @Post('remove')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a video for good, with a reason (moderators and admins)',
    description:
      'Hidden from everyone; its owner sees "Removed by moderation: {reason}" on it and is notified. Its open reports are upheld. ' +
      "403 on your own video or one you reported, and for a moderator on a moderator's or an admin's.",
  })
  @ApiModerationDecision({ type: AdminVideoDto, refused: REFUSED, notFound: VIDEO_NOT_FOUND, conflict: ALREADY_REMOVED })
  remove(@Param('id', VideoIdPipe) id: string, @Body() body: ModerationReasonDto, @CurrentStaff() staff: StaffMember): Promise<AdminVideoDto> {
    return this.moderation.remove(staff, id, body.reason);
  }
}
