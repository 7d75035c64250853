import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { SESSION_USER_AGENT_MAX } from '@genalpha/db';
import { addressNetwork } from '../common/client-address';
import { hasBearerToken } from '../tokens/bearer-header';
import { PgSessionStore, SessionDevice } from './pg-session.store';
import { SessionRevocation } from './session-revocation.service';
import { SESSION_MAX_AGE_MS, StoredSession, freshCookieData } from './session.config';
import { CLEARED_SESSION_COOKIE, sessionSetCookie, signSessionId, signedSessionId } from './session-cookie';
import { SessionUser } from './session-user';

/** The session of a request: loaded from its cookie, or started by a sign-in. */
export interface RequestSession {
  id: string;
  data: StoredSession;
  /** Started by this request: stored (and its cookie sent) before the response goes out. */
  isNew: boolean;
  ended: boolean;
  /** Where a new session is being started, stored with it. */
  device?: SessionDevice;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: RequestSession;
    user?: SessionUser;
  }
  interface FastifyContextConfig {
    /** false: the route never reads or writes the session (stored objects, the web client's files). */
    session?: false;
  }
}

/** HTTPS as the browser sees it: TLS here, or a proxy's X-Forwarded-Proto (as express-session's `proxy: true`). */
function isSecure(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = typeof forwarded === 'string' ? forwarded.split(',')[0].trim() : undefined;
  return proto ? proto === 'https' : 'encrypted' in request.raw.socket;
}

/**
 * Cookie sessions in PostgreSQL: the signed `genalpha.sid` cookie names a row of "sessions"; a
 * request with a live one has `request.user`. Rolling expiry: the row's expiry is extended at most
 * hourly and its activity recorded at most once a minute (PgSessionStore.touch), and the cookie is
 * renewed with the row, so both expire together and most answers carry no Set-Cookie. Nothing is
 * stored for visitors.
 */
export function registerSessions(fastify: FastifyInstance, config: AppConfig, store: PgSessionStore): void {
  const secret = config.sessionSecret;
  if (!secret) throw new Error('SESSION_SECRET is not set (npm start generates one under .data/)');
  const secureCookie = config.publicUrl.startsWith('https:');

  fastify.addHook('onRequest', async (request) => {
    // A request naming an access token is the token's (AccessTokenGuard): its cookie, if any, is not read.
    if (request.routeOptions.config.session === false || hasBearerToken(request.headers.authorization)) return;
    const sid = signedSessionId(request.headers.cookie, secret);
    const data = sid ? await store.get(sid) : null;
    if (!sid || !data) return;
    request.session = { id: sid, data, isNew: false, ended: false };
    if (typeof data.passport?.user === 'string') request.user = { id: data.passport.user };
  });

  // A callback hook: an answer whose session needs no write goes on without a promise.
  fastify.addHook('onSend', (request, reply, _payload, done) => {
    const session = request.session;
    if (!session || session.ended) return done();
    // A secure cookie is only ever sent over HTTPS.
    if (secureCookie && !isSecure(request)) return done();
    const now = Date.now();
    const expire = now + SESSION_MAX_AGE_MS;
    if (!session.isNew && !store.touchDue(session.id, expire, now)) return done();
    const expires = new Date(expire);
    const stored = session.isNew
      ? store.set(session.id, { ...session.data, cookie: { ...session.data.cookie, expires: expires.toISOString() } }, session.device)
      : store.touch(session.id, expires);
    stored.then(() => {
      reply.header('set-cookie', sessionSetCookie(signSessionId(session.id, secret), expires, secureCookie));
      done();
    }, done);
  });
}

/** Starts and ends the sessions of requests (sign-in, register, logout); an ended one ends in every API process at once. */
@Injectable()
export class Sessions {
  private readonly secureCookie: boolean;

  constructor(
    private readonly revocation: SessionRevocation,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secureCookie = config.publicUrl.startsWith('https:');
  }

  /** Signs the user in on a new session id (the one the browser had is ended: a fixated id is never reused). */
  async logIn(request: FastifyRequest, user: SessionUser): Promise<void> {
    if (request.session && !request.session.isNew) await this.revocation.end(request.session.id);
    const sid = randomBytes(24).toString('base64url');
    request.session = {
      id: sid,
      data: { cookie: freshCookieData(this.secureCookie), passport: { user: user.id } },
      isNew: true,
      ended: false,
      device: deviceOf(request),
    };
    request.user = user;
  }

  /** Signs out and deletes this request's session, and tells the browser to drop its cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.session) {
      request.session.ended = true;
      await this.revocation.end(request.session.id);
    }
    request.user = undefined;
    reply.header('set-cookie', CLEARED_SESSION_COOKIE);
  }
}

function deviceOf(request: FastifyRequest): SessionDevice {
  return { userAgent: request.headers['user-agent']?.slice(0, SESSION_USER_AGENT_MAX) || null, network: addressNetwork(request.ip) ?? null };
}
