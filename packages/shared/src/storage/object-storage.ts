import type { Readable } from 'node:stream';
import type { StorageDriver } from '../config/app-config';

/** Nest injection token for the configured ObjectStorage (API and worker). */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

export interface ObjectStat {
  size: number;
  lastModified: Date;
  /** A strong validator, quoted as HTTP wants it. */
  etag: string;
  contentType?: string;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** Needed by S3 for a stream body; known for files. */
  contentLength?: number;
  /** Refuse (ObjectExistsError) instead of replacing an object already stored under the key. */
  ifAbsent?: boolean;
}

/** What a presigned upload URL binds: the store refuses a PUT with another type or length. */
export interface UploadBounds {
  contentType?: string;
  contentLength?: number;
}

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`An object is already stored under ${key}`);
    this.name = 'ObjectExistsError';
  }
}

/**
 * Where uploaded videos, posters, playable copies and avatars live. Every write is atomic:
 * readers see the whole object or none of it.
 */
export interface ObjectStorage {
  readonly driver: StorageDriver;
  exists(key: string): Promise<boolean>;
  /** null when there is no object under the key. */
  stat(key: string): Promise<ObjectStat | null>;
  createReadStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Streams the body into place; a failed or aborted body leaves nothing behind. */
  put(key: string, body: Readable, options: PutOptions): Promise<void>;
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  downloadToFile(key: string, targetPath: string): Promise<void>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** The object's file on this machine when objects are plain files (local driver), so ffmpeg reads it in place. */
  localPath(key: string): string | null;
  /**
   * A short-lived URL to read the object directly from the store, served as `contentType` (a download
   * unless it is a video or an image); null when the API serves objects itself.
   */
  presignedGetUrl(key: string, expiresInSeconds: number, contentType?: string): Promise<string | null>;
  /** A URL to PUT exactly this key (within `bounds`) directly into the store; null when the API receives uploads itself. */
  presignedPutUrl(key: string, expiresInSeconds: number, bounds?: UploadBounds): Promise<string | null>;
  /** Removes leftovers of interrupted writes older than the given age (local temp files). */
  purgeIncompleteWrites(olderThanMs: number): Promise<number>;
}
