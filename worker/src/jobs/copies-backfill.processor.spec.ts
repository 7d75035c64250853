import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage, MediaTools, resolveMediaBinaries } from '@genalpha/shared';
import { createMediaFixture, runFfmpeg, testPatternInput, toneInput } from '@genalpha/shared/testing';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { CopiesBackfillProcessor } from './copies-backfill.processor';

describe('copies.backfill (real ffmpeg, local storage)', () => {
  let w: TestWorker;
  let storage: LocalObjectStorage;
  let backfill: CopiesBackfillProcessor;
  let userId: string;
  let dir: string;
  const media = new MediaTools(resolveMediaBinaries({}));

  beforeAll(async () => {
    w = await createTestWorker();
    storage = new LocalObjectStorage(w.config.dataDir);
    backfill = w.app.get(CopiesBackfillProcessor);
    dir = await mkdtemp(join(tmpdir(), 'ga-copies-'));
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('c@example.com', 'x', 'c') RETURNING id`);
  });
  afterAll(async () => {
    await w.close();
    await rm(dir, { recursive: true, force: true });
    await rm(w.config.dataDir, { recursive: true, force: true });
  });

  async function clip(size: string): Promise<string> {
    const output = join(dir, `${size}.mp4`);
    await runFfmpeg([...testPatternInput(size, 1), ...toneInput(1), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'], output, 60_000);
    return output;
  }

  /** A ready video of `width`×`height` from before 720p copies existed, its file stored when `file` is given. */
  async function readyVideo(width: number, height: number, file: string | null, status = 'ready'): Promise<string> {
    const key = `uploads/${randomUUID()}`;
    if (file) await storage.putFile(key, file);
    const [{ id }] = await w.dataSource.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", status, width, height) VALUES ($1, 't', 'other', $2, $2, $3, $4, $5) RETURNING id`,
      [userId, `/objects/${key}`, status, width, height],
    );
    return id as string;
  }

  const row = async (id: string) =>
    (await w.dataSource.query(`SELECT "video720pUrl", "copy720pMadeAt" FROM videos WHERE id = $1`, [id]))[0] as {
      video720pUrl: string | null;
      copy720pMadeAt: Date | null;
    };

  async function runUntilDone(): Promise<{ made: number; givenUp: number }> {
    const total = { made: 0, givenUp: 0 };
    for (;;) {
      const counts = await backfill.process();
      if (counts.made + counts.givenUp === 0) return total;
      total.made += counts.made;
      total.givenUp += counts.givenUp;
    }
  }

  it('copies videos larger than 720p to 720p H.264/AAC, marks smaller ones done without a copy, gives up on a missing file, and is done after', async () => {
    const landscape = await readyVideo(1920, 1080, await clip('1920x1080'));
    const portrait = await readyVideo(1080, 1920, await clip('1080x1920'));
    const small = await readyVideo(320, 180, await createMediaFixture('h264-16x9.mp4', dir));
    const fileGone = await readyVideo(1920, 1080, null);
    const processing = await readyVideo(1920, 1080, await clip('1920x1080'), 'processing');

    expect(await runUntilDone()).toEqual({ made: 3, givenUp: 1 });
    for (const [id, width, height] of [
      [landscape, 1280, 720],
      [portrait, 720, 1280],
    ] as const) {
      expect(await row(id)).toEqual({ video720pUrl: `/objects/videos/${id}/playable-720p.mp4`, copy720pMadeAt: expect.any(Date) });
      expect(await media.probe(storage.localPath(`videos/${id}/playable-720p.mp4`))).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width, height });
    }
    expect(await row(small)).toEqual({ video720pUrl: null, copy720pMadeAt: expect.any(Date) });
    expect(await storage.exists(`videos/${small}/playable-720p.mp4`)).toBe(false);
    expect(await row(fileGone)).toEqual({ video720pUrl: null, copy720pMadeAt: expect.any(Date) });
    expect(await row(processing)).toEqual({ video720pUrl: null, copy720pMadeAt: null });

    expect(await backfill.process()).toEqual({ made: 0, givenUp: 0 });
  });
});
