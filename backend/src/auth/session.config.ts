import session from 'express-session';
import { AppConfig } from '@genalpha/shared';
import { PgSessionStore } from './pg-session.store';

export const SESSION_COOKIE = 'genalpha.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export function sessionMiddleware(config: AppConfig, store: PgSessionStore) {
  if (!config.sessionSecret) throw new Error('SESSION_SECRET is not set (npm start generates one under .data/)');
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
}
