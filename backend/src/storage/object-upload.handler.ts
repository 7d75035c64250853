import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline } from 'node:stream';
import {
  APP_CONFIG,
  AppConfig,
  MAX_UPLOAD_BYTES,
  OBJECT_STORAGE,
  ObjectExistsError,
  ObjectStorage,
  UPLOADABLE_TYPE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REFUSED,
  mediaTypeOf,
  publicPathOfKey,
  storedObjectOf,
} from '@genalpha/shared';
import { AccountRoles } from '../auth/account-roles.service';
import { ACCOUNT_SUSPENDED } from '../auth/auth.service';
import { sendError } from '../common/http-errors';
import { ByteLimit, TooLargeError } from './byte-limit';
import { RetryLaterException } from '../common/retry-later.exception';
import { checkUploadSignature, uploadSigningKey } from './upload-signature';
import { formatBytes } from './upload-quota';
import { UPLOAD_TYPE_MISMATCH, UploadsService, largerThanRequested } from './uploads.service';

export const UPLOAD_URL_REFUSED = 'Invalid or expired upload URL';
export const UPLOAD_URL_USED = 'This upload URL has already been used';

/**
 * PUT /objects/uploads/<id>?expires=&signature= (local driver): streams the body to a temporary
 * file and moves it into place only once complete. Refusals close the connection so a large
 * body is never read.
 */
@Injectable()
export class ObjectUploadHandler {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
    private readonly roles: AccountRoles,
  ) {}

  async handle(key: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const req = request.raw;
    const query = request.query as Record<string, unknown>;
    const refuse = (status: number, message: string) => {
      reply.header('Connection', 'close');
      sendError(reply, status, message);
    };
    if (this.storage.driver !== 'local' || storedObjectOf(key)?.kind !== 'upload') return refuse(404, 'Not found');
    const signature = checkUploadSignature(uploadSigningKey(this.config), key, query.expires, query.signature);
    if (signature !== 'valid') return refuse(403, UPLOAD_URL_REFUSED);
    const contentType = mediaTypeOf(req.headers['content-type']);
    if (!UPLOADABLE_TYPE.test(contentType)) return refuse(415, UPLOAD_TYPE_REFUSED);
    const declaredLength = Number(req.headers['content-length'] ?? NaN);
    if (declaredLength > MAX_UPLOAD_BYTES) return refuse(413, UPLOAD_TOO_LARGE);
    if (declaredLength === 0 || (Number.isNaN(declaredLength) && req.headers['transfer-encoding'] === undefined)) return refuse(400, 'The file is empty');

    const upload = await this.uploads.findByObjectKey(key);
    if (!upload || upload.expiresAt.getTime() <= Date.now()) return refuse(403, UPLOAD_URL_REFUSED);
    // A URL is issued to an account: one suspended since has no rights left, to store bytes neither.
    if (!(await this.roles.roleOf(upload.userId))) return refuse(403, ACCOUNT_SUSPENDED);
    if (upload.completedAt || (await this.storage.exists(key))) return refuse(409, UPLOAD_URL_USED);

    if (upload.contentType && contentType !== upload.contentType) return refuse(415, UPLOAD_TYPE_MISMATCH);
    const length = Number.isNaN(declaredLength) ? null : declaredLength;
    if (upload.size !== null && length !== null && length > upload.size) return refuse(413, largerThanRequested(upload.size));

    let allowance: number;
    try {
      allowance = await this.uploads.reserve(upload, length);
    } catch (error) {
      if (!(error instanceof RetryLaterException)) throw error;
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return refuse(429, error.message);
    }
    let received = false;
    try {
      const counter = new ByteLimit(allowance);
      // pipeline (unlike pipe) fails the counter when the client disconnects, so the write is abandoned.
      const body = pipeline(req, counter, () => undefined);
      try {
        await this.storage.put(key, body, { contentType, ifAbsent: true });
      } catch (error) {
        if (error instanceof TooLargeError)
          return refuse(413, allowance < MAX_UPLOAD_BYTES ? `The file is larger than the ${formatBytes(allowance)} this upload allows` : UPLOAD_TOO_LARGE);
        if (error instanceof ObjectExistsError) return refuse(409, UPLOAD_URL_USED);
        if (req.destroyed || req.readableAborted) return;
        throw error;
      }
      if (counter.bytes === 0) {
        await this.storage.delete(key);
        return refuse(400, 'The file is empty');
      }
      await this.uploads.markReceived(upload.id, counter.bytes, contentType);
      received = true;
    } finally {
      // Bytes not received are not charged: the reservation is given back.
      if (!received) await this.uploads.release(upload);
    }
    await reply.code(200).send({ objectPath: publicPathOfKey(key) });
  }
}
