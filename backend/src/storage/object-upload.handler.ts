import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import { AppConfig, MAX_UPLOAD_BYTES, OBJECT_STORAGE, ObjectExistsError, ObjectStorage, publicPathOfKey } from '@genalpha/shared';
import { APP_CONFIG } from '../config/config.module';
import { sendError } from '../common/http-errors';
import { ByteLimit, TooLargeError } from './byte-limit';
import { checkUploadSignature, uploadSigningKey } from './upload-signature';
import { UploadsService } from './uploads.service';

export const UPLOAD_URL_REFUSED = 'Invalid or expired upload URL';
export const UPLOAD_TYPE_REFUSED = 'Only video and image files can be uploaded';
export const UPLOAD_TOO_LARGE = 'File must be 5GB or less';
export const UPLOAD_URL_USED = 'This upload URL has already been used';

const UPLOADABLE_TYPE = /^(video|image)\/[a-z0-9][a-z0-9.+-]{0,100}$/;

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
  ) {}

  async handle(key: string, req: Request, res: Response): Promise<void> {
    const refuse = (status: number, message: string) => {
      res.setHeader('Connection', 'close');
      sendError(res, status, message);
    };
    if (this.storage.driver !== 'local' || !key.startsWith('uploads/')) return refuse(404, 'Not found');
    const signature = checkUploadSignature(uploadSigningKey(this.config), key, req.query.expires, req.query.signature);
    if (signature !== 'valid') return refuse(403, UPLOAD_URL_REFUSED);
    const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!UPLOADABLE_TYPE.test(contentType)) return refuse(415, UPLOAD_TYPE_REFUSED);
    const declaredLength = Number(req.headers['content-length'] ?? NaN);
    if (declaredLength > MAX_UPLOAD_BYTES) return refuse(413, UPLOAD_TOO_LARGE);
    if (declaredLength === 0 || (Number.isNaN(declaredLength) && req.headers['transfer-encoding'] === undefined)) return refuse(400, 'The file is empty');

    const upload = await this.uploads.findByObjectKey(key);
    if (!upload || upload.expiresAt.getTime() <= Date.now()) return refuse(403, UPLOAD_URL_REFUSED);
    if (upload.completedAt || (await this.storage.exists(key))) return refuse(409, UPLOAD_URL_USED);

    const counter = new ByteLimit(MAX_UPLOAD_BYTES);
    // pipeline (unlike pipe) fails the counter when the client disconnects, so the write is abandoned.
    const body = pipeline(req, counter, () => undefined);
    try {
      await this.storage.put(key, body, { contentType, ifAbsent: true });
    } catch (error) {
      if (error instanceof TooLargeError) return refuse(413, UPLOAD_TOO_LARGE);
      if (error instanceof ObjectExistsError) return refuse(409, UPLOAD_URL_USED);
      if (req.destroyed || req.readableAborted) return;
      throw error;
    }
    if (counter.bytes === 0) {
      await this.storage.delete(key);
      return refuse(400, 'The file is empty');
    }
    await this.uploads.markReceived(upload.id, counter.bytes, contentType);
    res.status(200).json({ objectPath: publicPathOfKey(key) });
  }
}
