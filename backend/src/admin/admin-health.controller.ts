import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/staff.guard';
import { AdminHealthService } from './admin-health.service';
import { AdminHealthDto } from './dto/admin-health.dto';

@ApiTags('admin')
@Controller('admin/health')
@AdminOnly()
export class AdminHealthController {
  constructor(private readonly health: AdminHealthService) {}

  @Get()
  @ApiOperation({
    summary: 'How the service is doing: requests, 5xx, p99, queue depths, processing backlog, newest ready video (admins)',
    description:
      "Admins only (403 for anyone else). Read from the API's own metrics (every API process together), Redis and the database, so it works without Prometheus. Request figures cover the last 5 minutes (windowSeconds; less just after a start).",
  })
  @ApiOkResponse({ type: AdminHealthDto })
  get(): Promise<AdminHealthDto> {
    return this.health.figures();
  }
}
