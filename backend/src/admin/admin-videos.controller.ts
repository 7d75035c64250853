import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { AdminVideosService } from './admin-videos.service';
import { AdminVideosPageDto, AdminVideosQueryDto } from './dto/admin-videos-query.dto';

@ApiTags('admin')
@Controller('admin/videos')
@Staff()
export class AdminVideosController {
  constructor(private readonly videos: AdminVideosService) {}

  @Get()
  @ApiOperation({
    summary: 'Videos hidden pending review, removed by staff, or failed in processing (moderators and admins)',
    description:
      'Moderators and admins only (403 for anyone else). ?state= is required: pending_review, removed or failed. Returns a page of videos as staff see them, whatever their state, with their creator; pass nextCursor as ?cursor= for the next page.',
  })
  @ApiOkResponse({ type: AdminVideosPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or unknown state, invalid limit or cursor' })
  list(@Query() query: AdminVideosQueryDto): Promise<AdminVideosPageDto> {
    return this.videos.page(query);
  }
}
