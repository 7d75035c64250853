import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, RESUMABLE_UPLOADS_PATH, mediaTypeOf } from '@genalpha/shared';
import { OBJECTS_ROUTE } from '../storage/objects.route';
import { hasBearerToken } from '../tokens/bearer-header';
import { sendError } from './http-errors';
import { RUM_ROUTE } from './json-body.parser';
import { ownOrigins } from './own-origins';
import { pathOf } from './request-path';

/** The methods a foreign page may make a browser send with our cookie, and that change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * A PUT to a signed upload URL: authorised by its signature alone (the object store's presigned
 * URLs take cross-origin PUTs too). The test is on the raw path, exactly as the case-sensitive
 * router matches the objects route, so no other spelling of a path escapes the checks below.
 */
function isObjectUpload(req: FastifyRequest, path: string): boolean {
  return req.method === 'PUT' && (path === OBJECTS_ROUTE || path.startsWith(`${OBJECTS_ROUTE}/`));
}

/** tus's PATCH body type: no form can send it, and a foreign page's fetch of it needs a CORS preflight we never grant. */
const TUS_BODY = 'application/offset+octet-stream';

/** A PATCH of a resumable upload's bytes (/api/uploads/<id>): its body is tus's, not JSON; the origin check still applies. */
function isResumableUploadBody(req: FastifyRequest, path: string): boolean {
  return req.method === 'PATCH' && path.startsWith(`${RESUMABLE_UPLOADS_PATH}/`) && mediaTypeOf(req.headers['content-type']) === TUS_BODY;
}

/**
 * An access token and no cookie at all: a script's request, which no foreign page can make a browser
 * send (the token is not ambient), so where it comes from does not matter.
 */
function isScriptRequest(req: FastifyRequest): boolean {
  return hasBearerToken(req.headers.authorization) && req.headers.cookie === undefined;
}

/**
 * The real-user beacon (POST /api/rum): navigator.sendBeacon cannot send application/json, so its
 * text/plain JSON is accepted there. Safe: it reads no session and changes nothing but anonymous
 * metrics, so a forged one can do no more than any client can (docs/decisions, RUM beacons).
 */
function isBeacon(req: FastifyRequest, mediaType: string | undefined): boolean {
  return req.method === 'POST' && mediaType === 'text/plain' && req.routeOptions.url === RUM_ROUTE;
}

/**
 * CSRF defence for the cookie session, an onRequest hook: every request that may change something,
 * on any path in any spelling (routed or not), must come from one of our own origins and carry JSON
 * (no form or text/plain body a foreign page could post; the real-user beacon excepted, see
 * isBeacon). Runs before any body is read.
 */
export function requestGuards(config: Pick<AppConfig, 'publicUrl' | 'publicUrlGiven' | 'port'>) {
  const own = new Set(ownOrigins(config));
  // A callback hook, not an async one: the reads that make up most requests pass without a promise.
  return (req: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (SAFE_METHODS.has(req.method) || isObjectUpload(req, pathOf(req.url))) return done();
    const origin = req.headers.origin;
    if (!isScriptRequest(req) && (req.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !own.has(origin)))) {
      return void sendError(reply, 403, 'Cross-origin request refused');
    }
    const mediaType = mediaTypeOf(req.headers['content-type']);
    if (hasBody(req) && mediaType !== 'application/json' && !isResumableUploadBody(req, pathOf(req.url)) && !isBeacon(req, mediaType)) {
      return void sendError(reply, 415, 'Content-Type must be application/json');
    }
    done();
  };
}
