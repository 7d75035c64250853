import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, LocalObjectStorage, MediaTools, QUEUES, resolveMediaBinaries, runProcess, videoPosterKey } from '@genalpha/shared';
import { JobProducer } from '../job-producer.service';
import { TestWorker, createTestWorker } from './test-worker';

/** What a backfill spec works with; filled in before its tests and closed after them. */
export interface BackfillTestBed {
  w: TestWorker;
  storage: LocalObjectStorage;
  media: MediaTools;
  /** The owner of every video the spec inserts. */
  userId: string;
  /** Where the spec makes its media files. */
  dir: string;
  /** A video of the user with `fields` set over a ready one from before the backfills existed; answers its id. */
  video(fields?: Record<string, unknown>): Promise<string>;
  /** Stores the file at a fresh upload key and answers the key's public path. */
  upload(file: string): Promise<string>;
  /** Stores a test-pattern picture of `size` as the video's poster (its thumbnailUrl is left as it is). */
  storePoster(videoId: string, size?: string): Promise<void>;
}

/**
 * The real worker on its own database, its store, a user and a folder for media files. The media
 * queue is paused: the spec runs the backfills itself, so no scheduled or requested run races it.
 */
export function useBackfillTestBed(overrides: Partial<AppConfig> = {}): BackfillTestBed {
  const bed = {} as BackfillTestBed;
  beforeAll(async () => {
    const w = await createTestWorker(overrides);
    await w.app.get(JobProducer).queue(QUEUES.media).pause();
    const [{ id: userId }] = await w.dataSource.query(
      `INSERT INTO users (email, password, "displayName") VALUES ('backfill@example.com', 'x', 'b') RETURNING id`,
    );
    const storage = new LocalObjectStorage(w.config.dataDir);
    const media = new MediaTools(resolveMediaBinaries({}));
    const dir = await mkdtemp(join(tmpdir(), 'ga-backfill-'));
    Object.assign(bed, {
      w,
      storage,
      media,
      userId,
      dir,
      async video(fields: Record<string, unknown> = {}) {
        const values: Record<string, unknown> = { userId, title: 't', toolUsed: 'other', videoUrl: '/objects/a', status: 'ready', ...fields };
        values.originalUrl ??= values.videoUrl;
        const columns = Object.keys(values);
        const [{ id }] = await w.dataSource.query(
          `INSERT INTO videos (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
          Object.values(values),
        );
        return id as string;
      },
      async upload(file: string) {
        const key = `uploads/${randomUUID()}`;
        await storage.putFile(key, file);
        return `/objects/${key}`;
      },
      async storePoster(videoId: string, size = '640x360') {
        const path = join(dir, `${videoId}.jpg`);
        await runProcess(media.binaries.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${size}`, '-frames:v', '1', '-y', path], {
          timeoutMs: 30_000,
        });
        await storage.putFile(videoPosterKey(videoId), path);
      },
    });
  });
  afterAll(async () => {
    await bed.w?.close();
    if (bed.dir) await rm(bed.dir, { recursive: true, force: true });
    if (bed.w) await rm(bed.w.config.dataDir, { recursive: true, force: true });
  });
  return bed;
}
