import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AppConfig } from '@genalpha/shared';
import { runMigrationsWithLock } from '@genalpha/db';
import { registerBullBoard } from './admin/bull-board';
import { UserRolesService } from './admin/user-roles.service';
import { AppModule } from './app.module';
import { AccountRoles } from './auth/account-roles.service';
import { PgSessionStore } from './auth/pg-session.store';
import { registerSessions } from './auth/request-session';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { httpCompressionEnabled, registerApiCompression } from './common/compression.hook';
import { sendError } from './common/http-errors';
import { registerBodyParsers } from './common/json-body.parser';
import { requestGuards } from './common/request-guards.hook';
import { securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import { PinoNestLogger } from './http/pino-nest-logger';
import { loggerOptions, registerRequestId } from './http/request-logging';
import { registerRequestTracing } from './http/request-tracing';
import { serializeFromDocumentedSchemas } from './http/response-serializers';
import { registerHttpMetrics } from './metrics/http-metrics';
import { setUpProcessMetrics } from './metrics/process-metrics';
import { buildOpenApiDocument, setUpSwagger } from './openapi/swagger';
import { JobQueue } from './queue/job-queue.service';
import { ObjectsRoute } from './storage/objects.route';
import { webAppRoute } from './web/web-app.route';

export const API_PREFIX = 'api';

/** What the router answers when a path is not valid percent-encoding (e.g. a lone `%`); documented in request-guard-responses. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') return void sendError(reply, 400, 'Failed to decode param');
  void sendError(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, error.message);
}

/** The Fastify server under Nest: exact-case paths as Express's strict-case router, a trailing slash ignored as it did. */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    ...loggerOptions(config),
    trustProxy: config.trustProxy,
    keepAliveTimeout: 65_000,
    frameworkErrors: answerFrameworkError,
    skipMiddie: true,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 2048 },
  });
}

/** Builds the configured API application (used by main.ts and by the tests). */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), createHttpAdapter(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  const fastify = app.getHttpAdapter().getInstance();
  app.useLogger(new PinoNestLogger(fastify.log));

  await runMigrationsWithLock(app.get(DataSource));
  await app.get(UserRolesService).promoteListedAdmins();

  // onRequest, in this order: the trace's server span (tracing on), the request id, helmet's headers, the CSRF guard (before any body is read), the session (an access token is AccessTokenGuard's).
  registerRequestTracing(fastify);
  registerRequestId(fastify);
  setUpProcessMetrics();
  registerHttpMetrics(fastify);
  fastify.addHook('onRequest', securityHeaders(config));
  fastify.addHook('onRequest', requestGuards(config));
  registerSessions(fastify, config, app.get(PgSessionStore));
  registerBodyParsers(fastify);
  if (httpCompressionEnabled()) registerApiCompression(fastify);
  app.get(ObjectsRoute).register(fastify);
  webAppRoute()?.(fastify);
  registerBullBoard(fastify, app.get(JobQueue), app.get(AccountRoles), config);

  app.setGlobalPrefix(API_PREFIX);
  // Before Nest adds its routes (at init): the hot reads get their serializers as they are added.
  serializeFromDocumentedSchemas(fastify, buildOpenApiDocument(app));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  setUpSwagger(app);
  return app;
}
