import { Global, Module } from '@nestjs/common';
import { ApiGaugeSourceService } from './api-gauge-source';

/** The API's gauges read from this app (streams, database pool, dependencies); counters live beside the code that counts. */
@Global()
@Module({ providers: [ApiGaugeSourceService] })
export class MetricsModule {}
