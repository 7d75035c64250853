import { ApiProperty } from '@nestjs/swagger';
import { QUEUES } from '@genalpha/shared';

export class QueueDepthDto {
  @ApiProperty({ example: 'media', enum: Object.values(QUEUES), enumName: 'QueueName' })
  queue!: string;

  @ApiProperty({ example: 3, type: 'integer', minimum: 0 })
  waiting!: number;

  @ApiProperty({ example: 2, type: 'integer', minimum: 0 })
  active!: number;

  @ApiProperty({ example: 1, type: 'integer', minimum: 0 })
  delayed!: number;

  @ApiProperty({ example: 0, type: 'integer', minimum: 0, description: 'Failed jobs kept (BullMQ keeps them for inspection at /admin/queues)' })
  failed!: number;
}

export class ProcessingBacklogDto {
  @ApiProperty({ example: 2, type: 'integer', minimum: 0, description: 'Uploads not yet checked and made ready' })
  processing!: number;

  @ApiProperty({ example: 0, type: 'integer', minimum: 0, description: 'Ready videos owed poster sizes' })
  posters!: number;

  @ApiProperty({ example: 4, type: 'integer', minimum: 0, description: 'Ready videos owed a preview loop' })
  previews!: number;

  @ApiProperty({ example: 1, type: 'integer', minimum: 0, description: 'Ready videos owed a 720p copy' })
  copies!: number;
}

export class LastReadyVideoDto {
  @ApiProperty({ example: '3f1f7c9e-8a1b-4a4e-9a51-0b7b7f0c2d11', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Neon city at dusk' })
  title!: string;

  @ApiProperty({ example: '2026-11-29T15:58:00.000Z', type: String, format: 'date-time', description: 'When it was uploaded' })
  createdAt!: string;
}

/** The console's health view: the API's own figures, read without Prometheus. */
export class AdminHealthDto {
  @ApiProperty({
    example: 300,
    type: 'integer',
    minimum: 0,
    description: 'The span the request figures cover: the last 5 minutes, or since the API started when that is sooner',
  })
  windowSeconds!: number;

  @ApiProperty({ example: 1520, type: 'integer', minimum: 0, description: 'Requests answered in the window, by every API process' })
  requests!: number;

  @ApiProperty({ example: 3, type: 'integer', minimum: 0, description: 'Of them, answered with a 5xx' })
  errors!: number;

  @ApiProperty({
    example: 0.42,
    type: Number,
    nullable: true,
    description: 'The 99th percentile answer time in the window, in seconds (from the latency histogram); null without requests',
  })
  p99Seconds!: number | null;

  @ApiProperty({ type: [QueueDepthDto] })
  queues!: QueueDepthDto[];

  @ApiProperty({ type: ProcessingBacklogDto, nullable: true, description: 'null while the database does not answer' })
  backlog!: ProcessingBacklogDto | null;

  @ApiProperty({ type: LastReadyVideoDto, nullable: true, description: 'The newest ready video shown in the feeds; null when there is none' })
  lastReadyVideo!: LastReadyVideoDto | null;
}
