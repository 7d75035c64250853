import type { FastifyRequest } from 'fastify';
import { AppConfig } from '@genalpha/shared';

/** Loopback names a person may type for an app running on their own machine. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages are the app's own: PUBLIC_URL's alone when it is given, else each
 * loopback name on PORT (`npm start` opened at http://127.0.0.1:3000 is as much the app as localhost).
 */
export function ownOrigins(config: Pick<AppConfig, 'publicUrl' | 'publicUrlGiven' | 'port'>): string[] {
  if (config.publicUrlGiven) return [new URL(config.publicUrl).origin];
  return LOOPBACK_HOSTS.map((host) => new URL(`http://${host}:${config.port}`).origin);
}

/**
 * The own origin a request was addressed to (its Host), else PUBLIC_URL's: a URL made for the page
 * that asked (an upload URL) stays on that page's origin, so the browser's PUT is not cross-origin.
 */
export function ownOriginOf(req: FastifyRequest, config: Pick<AppConfig, 'publicUrl' | 'publicUrlGiven' | 'port'>): string {
  const addressed = `${req.protocol}://${req.headers.host ?? ''}`;
  return ownOrigins(config).includes(addressed) ? addressed : new URL(config.publicUrl).origin;
}
