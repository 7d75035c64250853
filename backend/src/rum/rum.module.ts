import { Module } from '@nestjs/common';
import { RumController } from './rum.controller';

/** Real user measurements: the web client's beacons become Prometheus metrics (see rum-metrics.ts). */
@Module({ controllers: [RumController] })
export class RumModule {}
