import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage, MediaTools, resolveMediaBinaries, runProcess, videoPosterKey } from '@genalpha/shared';
import { createMediaFixture } from '@genalpha/shared/testing';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { PreviewsBackfillProcessor } from './previews-backfill.processor';

describe('previews.backfill (real ffmpeg, local storage)', () => {
  let w: TestWorker;
  let storage: LocalObjectStorage;
  let backfill: PreviewsBackfillProcessor;
  let userId: string;
  let dir: string;
  const media = new MediaTools(resolveMediaBinaries({}));

  beforeAll(async () => {
    w = await createTestWorker();
    storage = new LocalObjectStorage(w.config.dataDir);
    backfill = w.app.get(PreviewsBackfillProcessor);
    dir = await mkdtemp(join(tmpdir(), 'ga-previews-'));
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('v@example.com', 'x', 'v') RETURNING id`);
  });
  afterAll(async () => {
    await w.close();
    await rm(dir, { recursive: true, force: true });
    await rm(w.config.dataDir, { recursive: true, force: true });
  });

  /** A video from before previews existed: its file (when `withFile`) and poster stored, no preview, no placeholder. */
  async function oldVideo(options: { withFile: boolean; poster: 'good' | 'broken' | 'none'; status?: string }): Promise<string> {
    const key = `uploads/${randomUUID()}`;
    if (options.withFile) await storage.putFile(key, await createMediaFixture('h264-16x9.mp4', dir));
    const [{ id }] = await w.dataSource.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", status, "durationSeconds") VALUES ($1, 't', 'other', $2, $2, $3, 1.5) RETURNING id`,
      [userId, `/objects/${key}`, options.status ?? 'ready'],
    );
    const poster = join(dir, `${id}.jpg`);
    if (options.poster === 'good') {
      await runProcess(media.binaries.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360', '-frames:v', '1', '-y', poster], {
        timeoutMs: 30_000,
      });
    }
    if (options.poster === 'broken') await writeFile(poster, 'not a picture');
    if (options.poster !== 'none') await storage.putFile(videoPosterKey(id), poster);
    return id;
  }

  const row = async (id: string) =>
    (await w.dataSource.query(`SELECT "previewUrl", placeholder, "previewsMadeAt" FROM videos WHERE id = $1`, [id]))[0] as {
      previewUrl: string | null;
      placeholder: string | null;
      previewsMadeAt: Date | null;
    };

  it('makes the preview and placeholder of ready videos that have none, keeps what it can, gives up on the rest, and is done after', async () => {
    const whole = await oldVideo({ withFile: true, poster: 'good' });
    const fileGone = await oldVideo({ withFile: false, poster: 'good' });
    const nothing = await oldVideo({ withFile: false, poster: 'broken' });
    const processing = await oldVideo({ withFile: true, poster: 'good', status: 'processing' });

    expect(await backfill.process()).toEqual({ made: 2, givenUp: 1 });
    const made = await row(whole);
    expect(made).toMatchObject({ previewUrl: `/objects/videos/${whole}/preview.mp4`, placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
    expect(await media.probe(storage.localPath(`videos/${whole}/preview.mp4`))).toMatchObject({ videoCodec: 'h264', audioCodec: null, width: 320 });
    expect(await row(fileGone)).toMatchObject({ previewUrl: null, placeholder: expect.any(String), previewsMadeAt: expect.any(Date) });
    expect(await row(nothing)).toMatchObject({ previewUrl: null, placeholder: null, previewsMadeAt: expect.any(Date) });
    expect(await row(processing)).toMatchObject({ previewUrl: null, placeholder: null, previewsMadeAt: null });

    expect(await backfill.process()).toEqual({ made: 0, givenUp: 0 });
  });
});
