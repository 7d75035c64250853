import { Body, Controller, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RETRY_AFTER_HEADERS } from '../common/rate-limit/rate-limit-headers';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { AvatarService } from './avatar.service';
import { AvatarDto, SetAvatarDto, toAvatarDto } from './dto/avatar.dto';

@ApiTags('storage')
@Controller('avatar')
export class AvatarController {
  constructor(private readonly avatars: AvatarService) {}

  @Put()
  @RateLimit('avatar')
  @SignedIn() // listed below so it runs first: visitors get 401 without using up the limit
  @ApiOperation({
    summary: "Make an uploaded image the signed-in user's avatar (square, 256 px)",
    description:
      "Signed-in users only (401 for visitors). First POST /api/objects/upload, PUT the image to the uploadURL, then send that URL here (its query string may be left off). The image is cropped square and resized to 256 px; the answer's objectPath is the new avatarUrl. 400 when the upload is not yours, not received or already used; 413, 415 or 422 for a file that is too large or not an image.",
  })
  @ApiOkResponse({ type: AvatarDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not an upload of this user, already used, or not uploaded yet' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Image must be under 5MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Please select an image file (uploaded with a non-image type)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Please select an image file (the content is not an image)' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The server is busy processing images (Retry-After)', headers: RETRY_AFTER_HEADERS })
  async setAvatar(@CurrentUser() user: SessionUser, @Body() body: SetAvatarDto): Promise<AvatarDto> {
    return toAvatarDto(await this.avatars.setAvatar(user.id, body.avatarImageURL));
  }
}
