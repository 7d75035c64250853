import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../auth/staff.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/pagination';
import { MediaFailuresPageDto } from './dto/media-failure.dto';
import { MediaFailuresService } from './media-failures.service';

@ApiTags('admin')
@Controller('admin/media-failures')
@Staff()
export class MediaFailuresController {
  constructor(private readonly failures: MediaFailuresService) {}

  @Get()
  @ApiOperation({
    summary: 'Ready videos whose 720p copy, poster sizes or preview the worker gave up making, most recent first (moderators and admins)',
    description:
      'Moderators and admins only (403 for anyone else). Each entry has the video as the console plays it and, for each output given up, the attempts made and the last error; pass nextCursor as ?cursor= for the next page.',
  })
  @ApiOkResponse({ type: MediaFailuresPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  list(@Query() query: PageQueryDto): Promise<MediaFailuresPageDto> {
    return this.failures.page(query);
  }
}
