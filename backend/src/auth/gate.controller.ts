import { Body, Controller, HttpCode, Inject, Post, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { GATE_REJECTED, GateDto, GateResultDto } from './dto/gate.dto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

@ApiTags('auth')
@Controller('gate')
export class GateController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post()
  @HttpCode(200)
  @RateLimit('gate')
  @ApiOperation({
    summary: 'Check the alpha gate code',
    description:
      "Anyone. The code is compared exactly (case-sensitive). Returns {ok: true} when it matches; 401 'REJECTED. the signal is not of the generation. RETRY.' when it does not.",
  })
  @ApiOkResponse({ type: GateResultDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: GATE_REJECTED })
  check(@Body() body: GateDto): GateResultDto {
    // Exact, case-sensitive, constant-time comparison.
    if (!timingSafeEqual(digest(body.code), digest(this.config.gateCode))) throw new UnauthorizedException(GATE_REJECTED);
    return { ok: true };
  }
}
