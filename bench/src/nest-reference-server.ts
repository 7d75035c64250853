import 'reflect-metadata';
import { Controller, Get, Module, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { bareReads } from './bare-reads';

/**
 * The floor of the API's framework (issue 38): NestJS on Fastify as the API runs it, with nothing of
 * ours around the reads (no session, guard, pipe, validation, DTO, serializer, hook or logging),
 * answering the bare baseline's routes with the same SQL. What it costs over bare Fastify is the
 * fixed stack's own; what the API costs over it is ours.
 */
const reads = bareReads(process.env.DATABASE_URL!);

@Controller()
class ReferenceController {
  @Get('feed')
  feed(@Query('viewer') viewer?: string): Promise<unknown> {
    return reads.feed(viewer ?? null);
  }

  @Get('detail')
  detail(@Query('id') id: string, @Query('viewer') viewer?: string): Promise<unknown> {
    return reads.detail(id, viewer ?? null);
  }
}

@Module({ controllers: [ReferenceController] })
class ReferenceModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(ReferenceModule, new FastifyAdapter({ keepAliveTimeout: 65_000 }), { logger: false });
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  console.log('nest reference ready');
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => reads.pool.end())
      .then(() => process.exit(0));
  });
}

void main();
