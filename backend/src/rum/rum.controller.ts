import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiNoContentResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { RUM_MAX_BEACON_BYTES } from '@genalpha/shared';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { RumBeaconDto } from './dto/rum-beacon.dto';
import { recordRumEntries } from './rum-metrics';

@ApiTags('rum')
@Controller('rum')
export class RumController {
  @Post()
  @HttpCode(204)
  @RateLimit('rum')
  @ApiOperation({
    summary: "Report the web client's real-user measurements (Core Web Vitals, playback)",
    description: `Anyone, signed in or not; the browser's sendBeacon sends it as text/plain JSON, which this operation alone accepts besides application/json (from our own origin only). It changes nothing but anonymous metrics (no account, no session is read). At most ${RUM_MAX_BEACON_BYTES} bytes.`,
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a beacon: not JSON, an unknown metric or page, a value out of range, too many entries' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: `Over ${RUM_MAX_BEACON_BYTES} bytes` })
  report(@Body() beacon: RumBeaconDto): void {
    recordRumEntries(beacon.entries);
  }
}
