import { ApiProperty, SchemaObject } from '@nestjs/swagger';

/** One entry per dependency checked, e.g. { database: { status: 'up' } }. */
const INDICATOR: SchemaObject = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['up', 'down'] } },
  additionalProperties: true,
};
const INDICATORS = { type: 'object' as const, additionalProperties: INDICATOR };

/** What a passing health check answers (terminus's result); a failing one answers 503 with the usual error body. */
export class HealthStatusDto {
  @ApiProperty({ type: String, enum: ['ok'], example: 'ok' })
  status!: 'ok';

  @ApiProperty({ ...INDICATORS, example: { database: { status: 'up' }, redis: { status: 'up' } } })
  info!: Record<string, { status: string }>;

  @ApiProperty({ ...INDICATORS, example: {} })
  error!: Record<string, { status: string }>;

  @ApiProperty({ ...INDICATORS, example: { database: { status: 'up' }, redis: { status: 'up' } } })
  details!: Record<string, { status: string }>;
}
