import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidObjectKey } from './object-keys';
import { ByteRange, ObjectExistsError, ObjectStat, ObjectStorage, PutOptions } from './object-storage';

/** Uploads are written in 1 MiB batches, not 16 KiB ones: 163 → 201 MB/s for a 2 GB PUT (bench 7). */
const WRITE_CHUNK_BYTES = 1024 * 1024;

/** Temporary files live beside the objects (same filesystem, so a rename is atomic) under a name no key can take. */
const TEMP_DIR = '.incoming';

/** Objects as plain files under `<DATA_DIR>/objects`. */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'objects');
  }

  localPath(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
    return join(this.root, key);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const info = await stat(this.localPath(key));
      if (!info.isFile()) return null;
      return {
        size: info.size,
        lastModified: info.mtime,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${info.ino.toString(16)}"`,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.localPath(key);
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    await new Promise<void>((resolveOpen, reject) => {
      stream.once('open', () => resolveOpen());
      stream.once('error', reject);
    });
    return stream;
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    const temp = await this.tempPath();
    try {
      await pipeline(body, createWriteStream(temp, { flags: 'wx', highWaterMark: WRITE_CHUNK_BYTES }));
      await this.moveIntoPlace(temp, key, options.ifAbsent ?? false);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const temp = await this.tempPath();
    try {
      await copyFile(sourcePath, temp);
      await this.moveIntoPlace(temp, key, false);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async downloadToFile(key: string, targetPath: string): Promise<void> {
    await copyFile(this.localPath(key), targetPath);
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.localPath(prefix), { recursive: true, force: true });
  }

  async presignedGetUrl(): Promise<null> {
    return null;
  }

  async presignedPutUrl(): Promise<null> {
    return null;
  }

  async purgeIncompleteWrites(olderThanMs: number): Promise<number> {
    const dir = join(this.root, TEMP_DIR);
    const names = await readdir(dir).catch((error: unknown) => (isNotFound(error) ? [] : Promise.reject(error)));
    let removed = 0;
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await unlink(path).catch(() => undefined);
        removed++;
      }
    }
    return removed;
  }

  private async tempPath(): Promise<string> {
    const dir = join(this.root, TEMP_DIR);
    await mkdir(dir, { recursive: true });
    return join(dir, `${process.pid}-${randomBytes(12).toString('hex')}`);
  }

  /** link() refuses an existing target, so "only if absent" holds even between two racing writers. */
  private async moveIntoPlace(temp: string, key: string, ifAbsent: boolean): Promise<void> {
    const target = this.localPath(key);
    await mkdir(dirname(target), { recursive: true });
    if (!ifAbsent) {
      await rename(temp, target);
      return;
    }
    try {
      await link(temp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
      throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
