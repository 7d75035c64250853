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
  @ApiOperation({ summary: "Make an uploaded image the signed-in user's avatar (square, 256 px)" })
  @ApiOkResponse({ type: AvatarDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not an upload of this user, already used, or not uploaded yet' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Image must be under 5MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Please select an image file (uploaded with a non-image type)' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Please select an image file (the content is not an image)' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The server is busy processing images (Retry-After)' })
  async setAvatar(@CurrentUser() user: SessionUser, @Body() body: SetAvatarDto): Promise<AvatarDto> {
    return toAvatarDto(await this.avatars.setAvatar(user.id, body.avatarImageURL));
  }
}
