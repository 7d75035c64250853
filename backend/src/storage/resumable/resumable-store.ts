import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import { resolve } from 'node:path';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';

/** Nest token of the tus data store the API writes resumable uploads to (and the claim asks whether one is finished). */
export const RESUMABLE_STORE = Symbol('RESUMABLE_STORE');

/** S3 multipart parts: 8 MiB (5 GB is 640 parts, far below S3's 10,000). */
const S3_PART_BYTES = 8 * 1024 ** 2;

/**
 * Where resumable uploads go: the same place as every other object, under the key `uploads/<id>`, so a
 * finished upload is already the object a video or avatar claims (nothing to move). Locally a FileStore on
 * the objects folder (its `<key>.json` beside the file); with S3 an S3Store (a multipart upload that
 * becomes the object when complete, `<key>.info` and `<key>.part` beside it).
 */
export function createResumableStore(config: Pick<AppConfig, 'storageDriver' | 'dataDir' | 's3'>): DataStore {
  if (config.storageDriver !== 's3') return new FileStore({ directory: resolve(config.dataDir, 'objects') });
  const { s3 } = config;
  if (!s3.bucket) throw new Error('S3_BUCKET is required for the s3 storage driver');
  return new S3Store({
    partSize: S3_PART_BYTES,
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region ?? 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: Boolean(s3.endpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    },
  });
}

export const RESUMABLE_STORE_PROVIDER = { provide: RESUMABLE_STORE, inject: [APP_CONFIG], useFactory: createResumableStore };
