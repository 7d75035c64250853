import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListMultipartUploadsCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config/app-config';
import { isValidObjectKey } from './object-keys';
import { ByteRange, ObjectExistsError, ObjectStat, ObjectStorage, PutOptions, UploadBounds } from './object-storage';

/** Any S3-compatible store (AWS S3, MinIO); uploads and downloads go straight to it through presigned URLs. */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  /** Signs the URLs browsers use; the same as client unless S3_PUBLIC_ENDPOINT is set. */
  private readonly presignClient: S3Client;
  private readonly bucket: string;

  constructor(s3: AppConfig['s3']) {
    if (!s3.bucket) throw new Error('S3_BUCKET is required for the s3 storage driver');
    this.bucket = s3.bucket;
    const clientFor = (endpoint: string | undefined) =>
      new S3Client({
        region: s3.region ?? 'us-east-1',
        endpoint,
        // MinIO and most self-hosted stores only speak path-style addressing.
        forcePathStyle: Boolean(endpoint),
        // Checksums only where S3 requires them: otherwise a presigned PUT carries the CRC32 of an empty body and every upload fails it.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
      });
    this.client = clientFor(s3.endpoint);
    this.presignClient = s3.publicEndpoint ? clientFor(s3.publicEndpoint) : this.client;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      return {
        size: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
        contentType: head.ContentType,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: checked(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return object.Body as Readable;
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: checked(key),
          Body: body,
          ContentType: options.contentType,
          ContentLength: options.contentLength,
          IfNoneMatch: options.ifAbsent ? '*' : undefined,
        }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) throw new ObjectExistsError(key);
      throw error;
    }
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.put(key, createReadStream(sourcePath), { contentType, contentLength: size });
  }

  async downloadToFile(key: string, targetPath: string): Promise<void> {
    try {
      await pipeline(await this.createReadStream(key), createWriteStream(targetPath));
    } catch (error) {
      await rm(targetPath, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${checked(prefix)}/`, ContinuationToken: token }));
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  localPath(): null {
    return null;
  }

  /** Served as `contentType`; anything but a video or an image is served as a download, never rendered by the browser. */
  presignedGetUrl(key: string, expiresInSeconds: number, contentType = 'application/octet-stream'): Promise<string> {
    const media = /^(video|image)\//.test(contentType);
    return getSignedUrl(
      this.presignClient,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: checked(key),
        ResponseContentType: contentType,
        ResponseContentDisposition: media ? undefined : 'attachment',
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  /** Content-Type and Content-Length are signed: the store refuses a PUT of another type or length. */
  presignedPutUrl(key: string, expiresInSeconds: number, bounds: UploadBounds = {}): Promise<string> {
    return getSignedUrl(
      this.presignClient,
      new PutObjectCommand({ Bucket: this.bucket, Key: checked(key), ContentType: bounds.contentType, ContentLength: bounds.contentLength }),
      { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
    );
  }

  /** S3 stores an object only once its upload completes, so interrupted writes leave nothing to remove. */
  /**
   * Aborts multipart uploads (resumable uploads, @tus/s3-store) begun more than `olderThanMs` ago and never
   * completed: their parts cost storage without being objects. A store without ListMultipartUploads has none to list.
   */
  async purgeIncompleteWrites(olderThanMs: number): Promise<number> {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page: ListMultipartUploadsCommandOutput;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: 'uploads/', KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
        );
      } catch (error) {
        if (error instanceof S3ServiceException && [405, 501].includes(error.$metadata.httpStatusCode ?? 0)) return aborted;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || Date.now() - upload.Initiated.getTime() <= olderThanMs) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        aborted++;
      }
      [keyMarker, uploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
    } while (keyMarker);
    return aborted;
  }
}

function checked(key: string): string {
  if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
  return key;
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}
