import { Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { UploadUrlDto, toUploadUrlDto } from './dto/upload-url.dto';
import { UploadsService } from './uploads.service';

@ApiTags('storage')
@Controller('objects')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload')
  @RateLimit('upload')
  @SignedIn() // listed below so it runs first: visitors get 401 without using up the limit
  @ApiOperation({ summary: 'Get a signed URL to upload one video or image file' })
  @ApiCreatedResponse({ type: UploadUrlDto })
  async issue(@CurrentUser() user: SessionUser): Promise<UploadUrlDto> {
    return toUploadUrlDto(await this.uploads.issue(user.id));
  }
}
