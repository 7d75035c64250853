import {
  BadRequestException,
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationShutdown,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Server } from '@tus/server';
import { ERRORS, EVENTS, Metadata, type DataStore, type Upload as TusUpload } from '@tus/utils';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { AsyncLocalStorage } from 'node:async_hooks';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import {
  APP_CONFIG,
  AppConfig,
  MAX_UPLOAD_BYTES,
  RESUMABLE_UPLOADS_PATH,
  RESUMABLE_UPLOAD_TTL_HOURS,
  UPLOADABLE_TYPE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REFUSED,
  mediaTypeOf,
} from '@genalpha/shared';
import { uploadsRepository } from '@genalpha/db';
import { describeError } from '../../common/all-exceptions.filter';
import { errorBody } from '../../common/http-errors';
import { ownOrigins } from '../../common/own-origins';
import { REDIS } from '../../redis/redis.module';
import { UploadQuota } from '../upload-quota.service';
import { UPLOAD_ALREADY_USED, UPLOAD_EXPIRED, UPLOAD_NOT_FOUND } from '../uploads.service';
import { RedisLocker } from './redis-locker';
import { RESUMABLE_STORE } from './resumable-store';

export const UPLOAD_LENGTH_REQUIRED = 'Upload-Length is required: give the size of the file';
export const UPLOAD_EMPTY = 'The file is empty';
export const UPLOAD_BUSY = 'This upload is receiving bytes from another request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `/api/uploads/<id>` names the object `uploads/<id>`: the key every upload has, claimed as usual. */
export const resumableKeyOf = (id: string): string | null => (UUID.test(id) ? `uploads/${id}` : null);

/** What the creating request decided before tus names the upload. */
interface Creation {
  objectKey: string;
  contentType: string;
}

/**
 * The tus server (`@tus/server` 1.x) behind /api/uploads. Who may do what is decided before a request
 * reaches it (create: type, size, quota; resume: the uploader's own upload, not used, not expired);
 * tus then checks the protocol (Upload-Offset 409, a changed length 400) under a lock per upload.
 */
@Injectable()
export class ResumableUploads implements OnApplicationShutdown {
  private readonly logger = new Logger('ResumableUploads');
  private readonly creation = new AsyncLocalStorage<Creation>();
  private readonly locker: RedisLocker;
  readonly tus: Server;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RESUMABLE_STORE) datastore: DataStore,
    @Inject(REDIS) redis: IORedis,
    private readonly quota: UploadQuota,
  ) {
    this.locker = new RedisLocker(redis, redis.duplicate({ enableOfflineQueue: true }), `${config.redisPrefix}:`);
    this.tus = new Server({
      path: RESUMABLE_UPLOADS_PATH,
      datastore,
      locker: this.locker,
      maxSize: MAX_UPLOAD_BYTES,
      allowedOrigins: ownOrigins(config),
      disableTerminationForFinishedUploads: true,
      generateUrl: (_req, { path, id }) => `${path}/${id.slice('uploads/'.length)}`,
      getFileIdFromRequest: (_req, lastPath) => resumableKeyOf(lastPath ?? '') ?? undefined,
      namingFunction: () => {
        const creation = this.creation.getStore();
        if (!creation) throw ERRORS.UNKNOWN_ERROR;
        return creation.objectKey;
      },
      // S3Store stores the object with this type; the claim compares it with the declared one.
      onUploadCreate: async (_req, res, upload) => ({ res, metadata: { ...upload.metadata, contentType: this.creation.getStore()?.contentType ?? null } }),
      onUploadFinish: async (_req, res, upload) => {
        await this.markReceived(upload);
        return res;
      },
      onResponseError: (_req, res, error) => this.asJsonError(res, error),
    });
    this.tus.on(EVENTS.POST_TERMINATE, (_req: IncomingMessage, _res: ServerResponse, id: string) => void this.giveBackBytes(id));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.locker.close();
  }

  /**
   * POST /api/uploads: an upload of `Upload-Length` bytes of the `filetype` in Upload-Metadata, counted
   * against the user's quota like an upload URL with a declared size, then created by tus (the answer is tus's, on the raw response).
   */
  async create(userId: string, req: IncomingMessage): Promise<(res: ServerResponse) => Promise<void>> {
    const length = req.headers['upload-length'];
    if (typeof length !== 'string' || !/^\d{1,16}$/.test(length)) throw new BadRequestException(UPLOAD_LENGTH_REQUIRED);
    const size = Number(length);
    if (size === 0) throw new BadRequestException(UPLOAD_EMPTY);
    if (size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeException(UPLOAD_TOO_LARGE);
    const contentType = mediaTypeOf(fileTypeOf(req.headers['upload-metadata']));
    if (!UPLOADABLE_TYPE.test(contentType)) throw new UnsupportedMediaTypeException(UPLOAD_TYPE_REFUSED);
    const { objectKey } = await this.dataSource.transaction(async (m) => {
      await this.quota.enforce(m, userId, { count: 1, bytes: size });
      return uploadsRepository.issue(m, userId, RESUMABLE_UPLOAD_TTL_HOURS * 3600, contentType, size);
    });
    return async (res) => void (await this.creation.run({ objectKey, contentType }, () => this.tus.handle(req, res)));
  }

  /** HEAD, PATCH, DELETE of `/api/uploads/<id>`: only the uploader's, while no video or avatar used it, within 24 hours. */
  async resume(userId: string, id: string, req: IncomingMessage): Promise<(res: ServerResponse) => Promise<void>> {
    const objectKey = resumableKeyOf(id);
    const row = objectKey ? await uploadsRepository.byObjectKey(this.dataSource, objectKey) : null;
    // Another account's upload is not found, as one that does not exist: its id says nothing.
    if (!row || row.userId !== userId) throw new NotFoundException(UPLOAD_NOT_FOUND);
    if (row.claimedAt) throw new GoneException(UPLOAD_ALREADY_USED);
    if (row.createdAt.getTime() < Date.now() - RESUMABLE_UPLOAD_TTL_HOURS * 3600_000) throw new GoneException(UPLOAD_EXPIRED);
    return async (res) => void (await this.tus.handle(req, res));
  }

  private async markReceived(upload: TusUpload): Promise<void> {
    const row = await uploadsRepository.byObjectKey(this.dataSource, upload.id);
    if (row) await uploadsRepository.markReceived(this.dataSource, row.id, upload.offset, row.contentType ?? 'application/octet-stream');
  }

  /** A terminated (cancelled) upload holds no bytes: its reservation is given back. */
  private async giveBackBytes(objectKey: string): Promise<void> {
    const row = await uploadsRepository.byObjectKey(this.dataSource, objectKey);
    if (row) await uploadsRepository.setPendingSize(this.dataSource, row.id, null);
  }

  /** tus answers errors in plain text: here in the API's `{ statusCode, message, error }`. */
  private asJsonError(res: ServerResponse, error: Error | { status_code: number; body: string }) {
    const known = 'status_code' in error && error.status_code < 500;
    const status = error === ERRORS.ERR_LOCK_TIMEOUT ? 423 : known ? error.status_code : 500;
    const message = status === 423 ? UPLOAD_BUSY : known ? error.body.trim() : 'Internal server error';
    if (status === 500) this.logger.error(describeError(error));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    return { status_code: status, body: JSON.stringify(errorBody(status, message || (STATUS_CODES[status] ?? 'Error'))) };
  }
}

function fileTypeOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  try {
    return Metadata.parse(header).filetype ?? undefined;
  } catch {
    return undefined;
  }
}
