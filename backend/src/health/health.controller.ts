import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { ErrorResponseDto } from '../common/error-response.dto';
import { HealthStatusDto } from './dto/health-status.dto';
import { RedisHealthIndicator } from './redis.health';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  @Get()
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({
    summary: 'Liveness: the process answers',
    description: 'For probes; no sign-in needed. Returns status ok while the process answers; it checks no dependency (see /api/health/ready).',
  })
  @ApiOkResponse({ type: HealthStatusDto })
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({
    summary: 'Readiness: PostgreSQL and Redis answer',
    description:
      'For probes; no sign-in needed. Returns status ok with the state of the database and Redis when both answer; 503 naming the unavailable one otherwise.',
  })
  @ApiOkResponse({ type: HealthStatusDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'Not ready; the message names what is unavailable' })
  async ready(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.database.pingCheck('database', { timeout: 2000 }), () => this.redis.isHealthy('redis')]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const down = Object.keys((error.getResponse() as Partial<HealthCheckResult>).error ?? {});
      throw new ServiceUnavailableException(`Not ready: ${down.join(' and ') || 'a dependency'} unavailable`);
    }
  }
}
