import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { OBJECT_STORAGE, ObjectStat, ObjectStorage, contentTypeOfKey, isHlsPlaylistKey, isHlsSegmentKey } from '@genalpha/shared';
import { setBounded } from '../common/bounded-map';
import { sendError } from '../common/http-errors';
import { parseRange } from './http-range';
import { ObjectAccess, ObjectGrant } from './object-access';
import { UploadsService } from './uploads.service';

interface Caching {
  /** Cache-Control of the bytes (local driver). */
  bytes: string;
  /** Cache-Control of the redirect to the store (s3 driver), and how long the presigned GET lives. */
  redirect: string;
  presignedSeconds: number;
}

/**
 * An object's key never points at other bytes, so what is never withdrawn may be kept for a year.
 * Media that can be withdrawn are revalidated on every use (ETag, 304) and their presigned URLs are
 * short-lived, so a hidden video stops playing within seconds.
 */
const CACHING: Record<ObjectGrant, Caching> = {
  forever: { bytes: 'public, max-age=31536000, immutable', redirect: 'private, max-age=60', presignedSeconds: 300 },
  shared: { bytes: 'public, no-cache', redirect: 'private, no-cache', presignedSeconds: 60 },
  personal: { bytes: 'private, no-cache', redirect: 'private, no-cache', presignedSeconds: 60 },
};
/**
 * An HLS segment's key never points at other bytes, and the player only learns of it from its playlist,
 * which is revalidated on every use: so the browser may keep segments for a year, but no shared cache
 * may (a hidden video's segments answer 404 here at once, as its other files do).
 */
const SEGMENT_CACHING = 'private, max-age=31536000, immutable';

/** Types served as declared; anything else an uploader claimed is served as opaque bytes. */
const SERVABLE_TYPES = new Set([
  'application/vnd.apple.mpegurl',
  'video/iso.segment',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/ogg',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]);

/** Declared types of stored uploads remembered; playback asks for one file in many Range requests. */
const KNOWN_UPLOAD_TYPES_MAX = 10_000;

/** GET/HEAD /objects/<key>: to whom may have it, streamed with Range support (local) or redirected to the store (s3). */
@Injectable()
export class ObjectDownloadHandler {
  /**
   * An upload's declared type is fixed once its object exists (keys are never reused), so after
   * one lookup its playback needs no database, and keeps working through a database outage.
   */
  private readonly uploadTypes = new Map<string, string>();

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly uploads: UploadsService,
    private readonly access: ObjectAccess,
  ) {}

  async handle(key: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const req = request.raw;
    const grant = await this.access.grantFor(key, req.headers);
    if (!grant) {
      // Exactly as for a missing object: nobody learns that a withdrawn video's files exist.
      reply.header('Cache-Control', 'no-store');
      return void sendError(reply, 404, 'Object not found');
    }
    const caching = CACHING[grant];
    // A playlist names its segments relative to itself: it is always served from here, so they are asked of /objects too.
    const presigned =
      this.storage.driver === 's3' && !isHlsPlaylistKey(key)
        ? await this.storage.presignedGetUrl(key, caching.presignedSeconds, await this.contentType(key))
        : null;
    if (presigned) {
      reply.header('Cache-Control', caching.redirect);
      return void reply.redirect(presigned, 302);
    }
    const stat = await this.storage.stat(key);
    if (!stat) return void sendError(reply, 404, 'Object not found');

    reply.header('Accept-Ranges', 'bytes');
    reply.header('ETag', stat.etag);
    reply.header('Last-Modified', stat.lastModified.toUTCString());
    reply.header('Cache-Control', isHlsSegmentKey(key) ? SEGMENT_CACHING : caching.bytes);
    // Uploaded bytes are never a document of this origin: no scripts even if one is opened directly.
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (isNotModified(req, stat)) return void reply.code(304).send();
    const ifRange = req.headers['if-range'];
    const range = ifRange === undefined || ifRange === stat.etag ? parseRange(req.headers.range, stat.size) : null;
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${stat.size}`);
      return void sendError(reply, 416, 'Requested range not satisfiable');
    }
    reply.header('Content-Type', await this.contentType(key));
    if (range) {
      reply.code(206);
      reply.header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
      reply.header('Content-Length', String(range.end - range.start + 1));
    } else {
      reply.code(200);
      reply.header('Content-Length', String(stat.size));
    }
    if (req.method === 'HEAD') return void reply.send();
    // A viewer who scrolls away closes the connection mid-stream: Fastify destroys the file stream, nothing more.
    return void reply.send(await this.storage.createReadStream(key, range ?? undefined));
  }

  private async contentType(key: string): Promise<string> {
    const type = contentTypeOfKey(key) ?? (key.startsWith('uploads/') ? await this.uploadType(key) : null);
    return type && SERVABLE_TYPES.has(type) ? type : 'application/octet-stream';
  }

  private async uploadType(key: string): Promise<string | null> {
    const known = this.uploadTypes.get(key);
    if (known) return known;
    const type = await this.uploads.declaredContentType(key);
    // Not yet recorded (the upload is being completed right now): asked again next time.
    if (!type) return null;
    setBounded(this.uploadTypes, key, type, KNOWN_UPLOAD_TYPES_MAX);
    return type;
  }
}

function isNotModified(req: IncomingMessage, stat: ObjectStat): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((tag) => ['*', stat.etag].includes(tag.trim().replace(/^W\//, '')));
  const ifModifiedSince = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(ifModifiedSince) && Math.floor(stat.lastModified.getTime() / 1000) * 1000 <= ifModifiedSince;
}
