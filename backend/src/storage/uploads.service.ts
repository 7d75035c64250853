import { BadRequestException, Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  AppConfig,
  OBJECT_STORAGE,
  ObjectStorage,
  UNCLAIMED_UPLOAD_TTL_HOURS,
  UPLOAD_URL_TTL_SECONDS,
  Upload,
  UploadPurpose,
  publicPathOfKey,
  uploadKeyFromUrl,
} from '@genalpha/shared';
import { APP_CONFIG } from '../config/config.module';
import { signUpload, uploadSigningKey } from './upload-signature';

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const UPLOAD_ALREADY_USED = 'This upload has already been used';
export const UPLOAD_EXPIRED = 'This upload has expired. Please upload the file again.';
export const UPLOAD_NOT_RECEIVED = 'The file has not been uploaded yet';

const EXPECTED_TYPE: Record<UploadPurpose, { pattern: RegExp; message: string }> = {
  video: { pattern: /^video\//, message: 'Please select a video file.' },
  avatar: { pattern: /^image\//, message: 'Please select an image file' },
};

export interface ClaimedUpload {
  objectKey: string;
  /** `/objects/<key>`, no query string: what rows store and browsers fetch. */
  publicPath: string;
}

export interface ReceivedUpload extends ClaimedUpload {
  uploadId: string;
  size: number;
  contentType: string;
}

/** Issues upload URLs and hands each uploaded object to exactly one video or avatar of its uploader. */
@Injectable()
export class UploadsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A URL that accepts one object for an hour: a presigned PUT (s3) or this API's signed PUT (local). */
  async issue(userId: string): Promise<string> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO "uploads" ("id", "userId", "objectKey", "expiresAt")
       SELECT id, $1, 'uploads/' || id, now() + make_interval(secs => $2) FROM (SELECT gen_random_uuid() AS id) AS fresh
       RETURNING "objectKey", "expiresAt"`,
      [userId, UPLOAD_URL_TTL_SECONDS],
    )) as { objectKey: string; expiresAt: Date }[];
    const presigned = await this.storage.presignedPutUrl(row.objectKey, UPLOAD_URL_TTL_SECONDS);
    if (presigned) return presigned;
    const expires = Math.floor(row.expiresAt.getTime() / 1000);
    const signature = signUpload(uploadSigningKey(this.config), row.objectKey, expires);
    return `${this.config.publicUrl}${publicPathOfKey(row.objectKey)}?expires=${expires}&signature=${signature}`;
  }

  /** The row behind an upload object key, for the local PUT handler. */
  findByObjectKey(objectKey: string): Promise<Upload | null> {
    return this.dataSource.getRepository(Upload).findOneBy({ objectKey });
  }

  async markReceived(uploadId: string, size: number, contentType: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "uploads" SET "completedAt" = now(), "size" = $2, "contentType" = $3 WHERE "id" = $1 AND "completedAt" IS NULL`,
      [uploadId, size, contentType],
    );
  }

  /** The content type the uploader declared, used when serving an upload object. */
  async declaredContentType(objectKey: string): Promise<string | null> {
    const rows = (await this.dataSource.query(`SELECT "contentType" FROM "uploads" WHERE "objectKey" = $1`, [objectKey])) as { contentType: string | null }[];
    return rows[0]?.contentType ?? null;
  }

  /** Checks an upload the user may still claim, without claiming it (the avatar service inspects the file first). */
  async findClaimable(uploadUrl: string, userId: string, purpose: UploadPurpose): Promise<ReceivedUpload> {
    return this.check(this.dataSource.manager, uploadUrl, userId, purpose, false);
  }

  /**
   * Binds an uploaded object to a video or avatar of its uploader, once. Accepts the upload URL as
   * issued (with or without query string, absolute or relative) or the object's `/objects/...` path.
   * Pass the caller's transaction manager to claim atomically with the row that references it.
   */
  async claimUpload(uploadUrl: string, userId: string, purpose: UploadPurpose, manager?: EntityManager): Promise<ClaimedUpload> {
    const claim = async (m: EntityManager): Promise<ClaimedUpload> => {
      const upload = await this.check(m, uploadUrl, userId, purpose, true);
      await m.query(
        `UPDATE "uploads" SET "claimedAt" = now(), "claimedFor" = $2, "completedAt" = coalesce("completedAt", now()),
           "size" = $3, "contentType" = $4 WHERE "id" = $1`,
        [upload.uploadId, purpose, upload.size, upload.contentType],
      );
      return { objectKey: upload.objectKey, publicPath: upload.publicPath };
    };
    return manager ? claim(manager) : this.dataSource.transaction(claim);
  }

  private async check(m: EntityManager, uploadUrl: string, userId: string, purpose: UploadPurpose, lock: boolean): Promise<ReceivedUpload> {
    const objectKey = typeof uploadUrl === 'string' ? uploadKeyFromUrl(uploadUrl) : null;
    if (!objectKey) throw new BadRequestException(UPLOAD_NOT_FOUND);
    const rows = (await m.query(
      `SELECT "id", "claimedAt", "contentType", "createdAt" < now() - make_interval(hours => $3) AS "stale"
       FROM "uploads" WHERE "objectKey" = $1 AND "userId" = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [objectKey, userId, UNCLAIMED_UPLOAD_TTL_HOURS],
    )) as { id: string; claimedAt: Date | null; contentType: string | null; stale: boolean }[];
    const row = rows[0];
    if (!row) throw new BadRequestException(UPLOAD_NOT_FOUND);
    if (row.claimedAt) throw new BadRequestException(UPLOAD_ALREADY_USED);
    if (row.stale) throw new BadRequestException(UPLOAD_EXPIRED);
    const stat = await this.storage.stat(objectKey);
    if (!stat) throw new BadRequestException(UPLOAD_NOT_RECEIVED);
    const contentType = row.contentType ?? stat.contentType ?? '';
    const expected = EXPECTED_TYPE[purpose];
    if (!expected.pattern.test(contentType)) throw new UnsupportedMediaTypeException(expected.message);
    return { uploadId: row.id, objectKey, publicPath: publicPathOfKey(objectKey), size: stat.size, contentType };
  }
}
