import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { videoPosterKey } from '@genalpha/shared';
import { createMediaFixture } from '@genalpha/testkit';
import { useBackfillTestBed } from '../test/backfill-test-bed';
import { PreviewsBackfillProcessor } from './previews-backfill.processor';

describe('previews.backfill (real ffmpeg, local storage)', () => {
  const bed = useBackfillTestBed();
  const backfill = () => bed.w.app.get(PreviewsBackfillProcessor);

  /** A video from before previews existed: its file (when `withFile`) and poster stored, no preview, no placeholder. */
  async function oldVideo(options: { withFile: boolean; poster: 'good' | 'broken' | 'none'; status?: string }): Promise<string> {
    const videoUrl = options.withFile ? await bed.upload(await createMediaFixture('h264-16x9.mp4', bed.dir)) : '/objects/uploads/gone';
    const id = await bed.video({ videoUrl, status: options.status ?? 'ready', durationSeconds: 1.5 });
    if (options.poster === 'good') await bed.storePoster(id);
    if (options.poster === 'broken') {
      await writeFile(join(bed.dir, 'broken.jpg'), 'not a picture');
      await bed.storage.putFile(videoPosterKey(id), join(bed.dir, 'broken.jpg'));
    }
    return id;
  }

  const row = async (id: string) =>
    (await bed.w.dataSource.query(`SELECT "previewUrl", placeholder, "previewsMadeAt" FROM videos WHERE id = $1`, [id]))[0] as {
      previewUrl: string | null;
      placeholder: string | null;
      previewsMadeAt: Date | null;
    };

  it('makes the preview and placeholder of ready videos that have none, keeps what it can, gives up on the rest, and is done after', async () => {
    const whole = await oldVideo({ withFile: true, poster: 'good' });
    const fileGone = await oldVideo({ withFile: false, poster: 'good' });
    const nothing = await oldVideo({ withFile: false, poster: 'broken' });
    const processing = await oldVideo({ withFile: true, poster: 'good', status: 'processing' });

    expect(await backfill().process()).toEqual({ made: 2, givenUp: 1, failed: 0 });
    const made = await row(whole);
    expect(made).toMatchObject({ previewUrl: `/objects/videos/${whole}/preview.mp4`, placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
    expect(await bed.media.probe(bed.storage.localPath(`videos/${whole}/preview.mp4`))).toMatchObject({ videoCodec: 'h264', audioCodec: null, width: 320 });
    expect(await row(fileGone)).toMatchObject({ previewUrl: null, placeholder: expect.any(String), previewsMadeAt: expect.any(Date) });
    expect(await row(nothing)).toMatchObject({ previewUrl: null, placeholder: null, previewsMadeAt: expect.any(Date) });
    expect(await row(processing)).toMatchObject({ previewUrl: null, placeholder: null, previewsMadeAt: null });

    expect(await backfill().process()).toEqual({ made: 0, givenUp: 0, failed: 0 });
  });
});
