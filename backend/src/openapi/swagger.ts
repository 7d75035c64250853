import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../auth/session.config';
import { documentRequestGuardResponses } from '../common/request-guard-responses';
import { documentAccessTokenResponses } from '../tokens/access-token-responses';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('GenAlpha API')
    .setDescription('Short AI-generated videos: feed, uploads, social graph and creators leaderboard.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE)
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque (ga_pat_…)',
        description:
          'A personal access token (`ga_pat_…`, created under POST /api/tokens with the session). Its scopes: `read` for GET and HEAD, ' +
          '`write` for the other methods, `upload` to get an upload URL and publish the video. A token never administers, never ' +
          'manages tokens or sessions (403), and one that is unknown, revoked, expired or of a suspended account is 401.',
      },
      'bearer',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  return documentAccessTokenResponses(documentRequestGuardResponses(document));
}

export function setUpSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}
