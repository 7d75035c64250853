import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { AppConfig, runMigrationsWithLock } from '@genalpha/shared';
import { mountBullBoard } from './admin/bull-board';
import { AppModule } from './app.module';
import { PgSessionStore } from './auth/pg-session.store';
import { sessionMiddleware } from './auth/session.config';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { apiCompression, httpCompressionEnabled } from './common/compression.middleware';
import { jsonBody } from './common/json-body.middleware';
import { requestGuards } from './common/request-guards.middleware';
import { createValidationPipe } from './common/validation';
import { setUpSwagger } from './openapi/swagger';
import { securityHeaders } from './common/security-headers';
import { OBJECTS_ROUTE, ObjectsMiddleware } from './storage/objects.middleware';
import { webAppMiddleware } from './web/web-app.middleware';

export const API_PREFIX = 'api';

/** Builds the configured API application (used by main.ts and by the tests). */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const server = express();
  // The router reads this once, when it is first used: `/API/logout` must not reach `/api/logout`.
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressAdapter(server), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  await runMigrationsWithLock(app.get(DataSource));

  app.use(securityHeaders(config));
  app.use(requestGuards(config));
  // Before the JSON parser and the session: upload bodies are streamed, objects need no session.
  app.use(OBJECTS_ROUTE, app.get(ObjectsMiddleware).handle);
  const webApp = webAppMiddleware();
  if (webApp) app.use(webApp);
  // After objects and the web client (media is never compressed; static files are precompressed).
  if (httpCompressionEnabled()) app.use(apiCompression());
  app.use(jsonBody());
  app.use(sessionMiddleware(config, app.get(PgSessionStore)));
  app.use(passport.initialize());
  app.use(passport.session());
  // After the session: a signed-in admin opens the dashboard with their cookie.
  mountBullBoard(app, config);

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  setUpSwagger(app);
  return app;
}
