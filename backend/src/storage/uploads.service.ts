import { BadRequestException, Inject, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  APP_CONFIG,
  AppConfig,
  MAX_UPLOAD_BYTES,
  OBJECT_STORAGE,
  ObjectStorage,
  UNCLAIMED_UPLOAD_TTL_HOURS,
  UPLOADABLE_TYPE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REFUSED,
  UPLOAD_URL_TTL_SECONDS,
  mediaTypeOf,
  publicPathOfKey,
  uploadKeyFromUrl,
  NOT_A_VIDEO,
  NOT_AN_IMAGE,
} from '@genalpha/shared';
import { Upload, UploadPurpose, uploadsRepository } from '@genalpha/db';
import type { DataStore } from '@tus/utils';
import { RESUMABLE_STORE } from './resumable/resumable-store';
import { signUpload, uploadSigningKey } from './upload-signature';
import { UploadQuota } from './upload-quota.service';

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const UPLOAD_ALREADY_USED = 'This upload has already been used';
export const UPLOAD_EXPIRED = 'This upload has expired. Please upload the file again.';
export const UPLOAD_NOT_RECEIVED = 'The file has not been uploaded yet';
export const UPLOAD_TYPE_MISMATCH = 'The file type does not match the type this upload was requested for';
export const largerThanRequested = (requestedBytes: number) => `The file is larger than the ${requestedBytes} bytes requested`;

const EXPECTED_TYPE: Record<UploadPurpose, { pattern: RegExp; message: string }> = {
  video: { pattern: /^video\//, message: NOT_A_VIDEO },
  avatar: { pattern: /^image\//, message: NOT_AN_IMAGE },
};

/** What the client may say it is about to upload (POST /api/objects/upload). */
export interface UploadRequest {
  contentType?: string;
  size?: number;
}

export interface ReceivedUpload {
  uploadId: string;
  objectKey: string;
  /** `/objects/<key>`, no query string: what rows store and browsers fetch. */
  publicPath: string;
  size: number;
  contentType: string;
}

/** Issues upload URLs and hands each uploaded object to exactly one video or avatar of its uploader, within the user's quota. */
@Injectable()
export class UploadsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly quota: UploadQuota,
    @Inject(RESUMABLE_STORE) private readonly resumable: DataStore,
  ) {}

  /**
   * A URL that accepts one object for an hour: a presigned PUT (s3) or this API's signed PUT (local) on `origin`.
   * A requested type and size are recorded and bound: the store (s3) or our PUT handler refuses others.
   */
  async issue(userId: string, origin: string, request: UploadRequest = {}): Promise<string> {
    const contentType = request.contentType === undefined ? null : mediaTypeOf(request.contentType);
    if (contentType !== null && !UPLOADABLE_TYPE.test(contentType)) throw new UnsupportedMediaTypeException(UPLOAD_TYPE_REFUSED);
    if (request.size !== undefined && request.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeException(UPLOAD_TOO_LARGE);
    const row = await this.dataSource.transaction(async (m) => {
      await this.quota.enforce(m, userId, { count: 1, bytes: request.size ?? 0 });
      return uploadsRepository.issue(m, userId, UPLOAD_URL_TTL_SECONDS, contentType, request.size ?? null);
    });
    const bounds = { contentType: contentType ?? undefined, contentLength: request.size };
    const presigned = await this.storage.presignedPutUrl(row.objectKey, UPLOAD_URL_TTL_SECONDS, bounds);
    if (presigned) return presigned;
    const expires = Math.floor(row.expiresAt.getTime() / 1000);
    const signature = signUpload(uploadSigningKey(this.config), row.objectKey, expires);
    return `${origin}${publicPathOfKey(row.objectKey)}?expires=${expires}&signature=${signature}`;
  }

  /** The row behind an upload object key, for the local PUT handler. */
  findByObjectKey(objectKey: string): Promise<Upload | null> {
    return uploadsRepository.byObjectKey(this.dataSource, objectKey);
  }

  /**
   * Before a local PUT streams its body: reserves its bytes against the quota (the declared length,
   * or all that is left when the body is chunked) and answers how many bytes the body may have.
   */
  reserve(upload: Upload, declaredLength: number | null): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const left = await this.quota.enforce(m, upload.userId, { count: 0, bytes: declaredLength ?? 0 }, upload.id);
      const allowance = declaredLength ?? Math.min(MAX_UPLOAD_BYTES, left, upload.size ?? Infinity);
      await uploadsRepository.setPendingSize(m, upload.id, allowance);
      return allowance;
    });
  }

  /** A PUT that did not complete gives its reservation back (the size declared at issue, if any, stays). */
  async release(upload: Upload): Promise<void> {
    await uploadsRepository.setPendingSize(this.dataSource, upload.id, upload.size);
  }

  async markReceived(uploadId: string, size: number, contentType: string): Promise<void> {
    await uploadsRepository.markReceived(this.dataSource, uploadId, size, contentType);
  }

  /** The content type the uploader declared, used when serving an upload object. */
  declaredContentType(objectKey: string): Promise<string | null> {
    return uploadsRepository.declaredContentType(this.dataSource, objectKey);
  }

  /**
   * Binds an uploaded object to a video or avatar of its uploader, once, before any processing:
   * its size (at most 5 GB, within the quota) and type are checked here. Accepts the upload URL as
   * issued (with or without query string, absolute or relative) or the object's `/objects/...` path.
   * Pass the caller's transaction manager to claim atomically with the row that references it.
   */
  async claimUpload(uploadUrl: string, userId: string, purpose: UploadPurpose, manager?: EntityManager): Promise<ReceivedUpload> {
    const claim = async (m: EntityManager): Promise<ReceivedUpload> => {
      const upload = await this.check(m, uploadUrl, userId, purpose);
      await uploadsRepository.claim(m, upload.uploadId, purpose, upload.size, upload.contentType);
      return upload;
    };
    return manager ? claim(manager) : this.dataSource.transaction(claim);
  }

  /** Gives a claimed upload back after its processing failed, so the same upload can be tried again. */
  async releaseClaim(uploadId: string): Promise<void> {
    await uploadsRepository.releaseClaim(this.dataSource, uploadId);
  }

  private async check(m: EntityManager, uploadUrl: string, userId: string, purpose: UploadPurpose): Promise<ReceivedUpload> {
    const objectKey = typeof uploadUrl === 'string' ? uploadKeyFromUrl(uploadUrl) : null;
    if (!objectKey) throw new BadRequestException(UPLOAD_NOT_FOUND);
    // Quota lock before the row lock, in the order every other quota decision takes them.
    await this.quota.lock(m, userId);
    const row = await uploadsRepository.lockToClaim(m, objectKey, userId, UNCLAIMED_UPLOAD_TTL_HOURS);
    if (!row) throw new BadRequestException(UPLOAD_NOT_FOUND);
    if (row.claimedAt) throw new BadRequestException(UPLOAD_ALREADY_USED);
    if (row.stale) throw new BadRequestException(UPLOAD_EXPIRED);
    if (await this.isUnfinishedResumable(objectKey)) throw new BadRequestException(UPLOAD_NOT_RECEIVED);
    const stat = await this.storage.stat(objectKey);
    if (!stat) throw new BadRequestException(UPLOAD_NOT_RECEIVED);
    // A presigned PUT of unknown size went straight to the store: its size is first known here.
    if (stat.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeException(UPLOAD_TOO_LARGE);
    if (row.size !== null && stat.size > Number(row.size)) throw new PayloadTooLargeException(largerThanRequested(Number(row.size)));
    if (row.contentType && stat.contentType && mediaTypeOf(stat.contentType) !== row.contentType) throw new UnsupportedMediaTypeException(UPLOAD_TYPE_MISMATCH);
    const contentType = row.contentType ?? mediaTypeOf(stat.contentType);
    const expected = EXPECTED_TYPE[purpose];
    if (!expected.pattern.test(contentType)) throw new UnsupportedMediaTypeException(expected.message);
    await this.quota.enforce(m, userId, { count: 0, bytes: stat.size }, row.id);
    return { uploadId: row.id, objectKey, publicPath: publicPathOfKey(objectKey), size: stat.size, contentType };
  }

  /** A tus upload (/api/uploads) that has not received all its bytes: locally its partial file is already under the key. */
  private async isUnfinishedResumable(objectKey: string): Promise<boolean> {
    const upload = await this.resumable.getUpload(objectKey).catch(() => null);
    return upload !== null && upload.offset !== upload.size;
  }
}
