import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { SESSION_COOKIE } from '../auth/session.config';
import { ownOriginOf } from '../common/own-origins';
import { documentRateLimitHeaders } from '../common/rate-limit/rate-limit-headers';
import { documentRequestGuardResponses } from '../common/request-guard-responses';
import { documentAccessTokenResponses } from '../tokens/access-token-responses';

/** Every tag an operation uses, in the order Swagger UI lists them. */
const TAGS: Array<[name: string, description: string]> = [
  ['auth', 'The alpha gate, accounts and sessions: register, sign in (password or passkey), sign out (here or everywhere), the signed-in user.'],
  ['videos', 'Publish, read, edit and delete videos; likes, views and reports. Lists are newest first and cursor-paged.'],
  ['feed', 'The ranked For You feed with its reasons, the Following feed, and the "Not interested" signals that shape For You.'],
  ['comments', "A video's comments: read, post (rate-limited), delete, like."],
  ['users', 'Profiles and the social graph: creators, a profile by id or username, profile edits, follow and unfollow, followers and following.'],
  ['safety', 'Blocks (mutual, never announced), mutes of people (one-sided, silent) and muted words and #tags: set, undo and list them.'],
  ['creators', 'The creators leaderboard.'],
  ['search', 'Search videos (by prompt, title, tags, tool, creator; typo-tolerant), creators and tags, and the suggestions shown while typing.'],
  ['notifications', "The signed-in user's notifications: the list, the unread count, a live Server-Sent Events stream, marking read."],
  ['storage', 'Signed upload URLs for video and image files, and setting the avatar from an uploaded image.'],
  ['reports', 'Reports of comments and accounts, and appeals of a moderation decision (a suspended account appeals with the link of its notice).'],
  [
    'admin',
    'Moderation for moderators and admins: the reports queues (videos, comments, accounts), appeals, hidden and removed videos, account search, warnings, suspensions, roles, the moderation log.',
  ],
  ['tokens', 'Personal access tokens for scripts and tools: create (the secret is shown once), list, revoke. Managed only with the browser session.'],
  [
    'passkeys',
    'Passkeys (WebAuthn) that sign you in without a password: add, list, rename, remove. Managed only with the browser session; signing in with one is under auth.',
  ],
  ['health', 'Liveness and readiness probes for load balancers and orchestrators.'],
  ['rum', "Real user measurements: the web client's Core Web Vitals and playback figures, as anonymous metrics."],
];

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('GenAlpha API')
    .setDescription('Short AI-generated videos: feed, uploads, social graph and creators leaderboard.')
    .setVersion('1.0')
    .addServer(app.get<AppConfig>(APP_CONFIG).publicUrl)
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
    );
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  return documentAccessTokenResponses(documentRateLimitHeaders(documentRequestGuardResponses(document)));
}

/** Swagger UI, and the OpenAPI document beside it. */
export const API_DOCS_ROUTE = '/api/docs';

export function setUpSwagger(app: INestApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  SwaggerModule.setup(API_DOCS_ROUTE, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${API_DOCS_ROUTE}/openapi.json`,
    // Without PUBLIC_URL the app is at each loopback name: "Try it out" stays on the one the page was opened at.
    patchDocumentOnRequest: (req, _reply, document) =>
      config.publicUrlGiven ? document : { ...document, servers: [{ url: ownOriginOf(req as FastifyRequest, config) }] },
  });
}
