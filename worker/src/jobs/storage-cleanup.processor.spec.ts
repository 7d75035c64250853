import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ENDED_TOKEN_RETENTION_DAYS, LocalObjectStorage } from '@genalpha/shared';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { StorageCleanupProcessor } from './storage-cleanup.processor';

describe('storage.cleanup', () => {
  let w: TestWorker;
  let storage: LocalObjectStorage;
  let cleanup: StorageCleanupProcessor;
  let userId: string;

  beforeAll(async () => {
    w = await createTestWorker();
    storage = new LocalObjectStorage(w.config.dataDir);
    cleanup = w.app.get(StorageCleanupProcessor);
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('c@example.com', 'x', 'c') RETURNING id`);
  });
  afterAll(async () => {
    await w.close();
    await rm(w.config.dataDir, { recursive: true, force: true });
  });

  async function upload(ageHours: number, claimedFor: 'video' | 'avatar' | null): Promise<string> {
    const key = `uploads/${randomUUID()}`;
    await storage.put(key, Readable.from([Buffer.from('bytes')]), { contentType: 'video/mp4' });
    await w.dataSource.query(
      `INSERT INTO uploads ("userId", "objectKey", "expiresAt", "createdAt", "claimedAt", "claimedFor")
       VALUES ($1, $2, now() - make_interval(hours => $3) + interval '1 hour', now() - make_interval(hours => $3), CASE WHEN $4::text IS NULL THEN NULL ELSE now() END, $4)`,
      [userId, key, ageHours, claimedFor],
    );
    return key;
  }
  const rowExists = async (key: string) => (await w.dataSource.query(`SELECT 1 FROM uploads WHERE "objectKey" = $1`, [key])).length === 1;

  it('removes only uploads older than 24 hours that no video took, objects and rows', async () => {
    const stale = await upload(25, null);
    // A resumable upload left unfinished: tus's FileStore keeps its record beside the partial file.
    await storage.put(`${stale}.json`, Readable.from([Buffer.from('{}')]), { contentType: 'application/json' });
    const staleNeverUploaded = `uploads/${randomUUID()}`;
    await w.dataSource.query(
      `INSERT INTO uploads ("userId", "objectKey", "expiresAt", "createdAt") VALUES ($1, $2, now() - interval '47 hours', now() - interval '48 hours')`,
      [userId, staleNeverUploaded],
    );
    const fresh = await upload(23, null);
    const claimedVideo = await upload(100, 'video');
    // The source of an avatar whose processing died with its process (a made avatar deletes its source).
    const claimedAvatar = await upload(100, 'avatar');
    const avatarInProgress = await upload(1, 'avatar');

    // An upload interrupted a day ago left a temporary file; a running one has a fresh one.
    const incoming = join(w.config.dataDir, 'objects', '.incoming');
    await mkdir(incoming, { recursive: true });
    await writeFile(join(incoming, 'old'), 'partial');
    await writeFile(join(incoming, 'new'), 'partial');
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await utimes(join(incoming, 'old'), dayAgo, dayAgo);

    expect(await cleanup.process()).toEqual({ uploadsRemoved: 3, incompleteWritesRemoved: 1, accessTokensRemoved: 0, exportsExpired: 0 });
    expect(await storage.exists(`${stale}.json`)).toBe(false);
    for (const removed of [stale, claimedAvatar]) {
      expect(await storage.exists(removed)).toBe(false);
      expect(await rowExists(removed)).toBe(false);
    }
    expect(await rowExists(staleNeverUploaded)).toBe(false);
    for (const kept of [fresh, claimedVideo, avatarInProgress]) {
      expect(await storage.exists(kept)).toBe(true);
      expect(await rowExists(kept)).toBe(true);
    }
    expect(await cleanup.process()).toEqual({ uploadsRemoved: 0, incompleteWritesRemoved: 0, accessTokensRemoved: 0, exportsExpired: 0 });
  });

  it(`removes the rows of access tokens revoked or expired more than ${ENDED_TOKEN_RETENTION_DAYS} days ago, and only those`, async () => {
    const token = async (name: string, revokedDaysAgo: number | null, expiresInDays: number | null): Promise<string> => {
      const [{ id }] = await w.dataSource.query(
        `INSERT INTO access_tokens ("userId", "name", "scopes", "tokenHash", "createdAt", "revokedAt", "expiresAt")
         VALUES ($1, $2, '{read}', $3, now() - interval '400 days',
           now() - make_interval(days => $4::int), now() + make_interval(days => $5::int)) RETURNING id`,
        [userId, name, randomBytes(32).toString('hex'), revokedDaysAgo, expiresInDays],
      );
      return id;
    };
    await token('revoked 31 days ago', 31, null);
    await token('expired 31 days ago', null, -31);
    const revokedRecently = await token('revoked 29 days ago', 29, null);
    const expiredRecently = await token('expired 29 days ago', null, -29);
    const live = await token('live', null, 7);
    const liveForever = await token('live, no expiry', null, null);

    expect(await cleanup.process()).toEqual({ uploadsRemoved: 0, incompleteWritesRemoved: 0, accessTokensRemoved: 2, exportsExpired: 0 });
    const left = (await w.dataSource.query(`SELECT id FROM access_tokens WHERE "userId" = $1`, [userId])).map((row: { id: string }) => row.id);
    expect(left.sort()).toEqual([revokedRecently, expiredRecently, live, liveForever].sort());
  });
});
