import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { AppConfig } from '@genalpha/shared';
import { listPartsMiddleware } from './s3-list-parts';

export interface TestS3Server {
  /** The `s3` settings that point the app at this server (its bucket exists). */
  s3: AppConfig['s3'];
  /** The file s3rver keeps object `key` of the bucket in (to read what was stored without the S3 protocol). */
  objectPath(key: string): string;
  /** Stops answering (connections refused) until start(); the stored objects stay. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'genalpha-test';

/** A real S3-protocol server (s3rver, objects as files in a temp folder) on a free local port. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'ga-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  type Store = { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  const storeOf = (running: S3rver) => (running as unknown as { store: Store }).store;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    // First in line: s3rver's router would answer ListParts 405 (resumable uploads resume from it).
    const store = storeOf(server);
    (server as unknown as { middleware: unknown[] }).middleware.unshift(listPartsMiddleware((bucket) => store.getResourcePath(bucket, undefined, 'uploads')));
    port = ((await server.run()) as AddressInfo).port;
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  return {
    s3: { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    objectPath: (key) => storeOf(server!).getResourcePath(BUCKET, key, 'object'),
    stop,
    start,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
