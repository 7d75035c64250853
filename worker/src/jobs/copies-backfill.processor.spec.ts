import { createMediaFixture, runFfmpeg, testPatternInput, toneInput } from '@genalpha/testkit';
import { useBackfillTestBed } from '../test/backfill-test-bed';
import { CopiesBackfillProcessor } from './copies-backfill.processor';

describe('copies.backfill (real ffmpeg, local storage)', () => {
  const bed = useBackfillTestBed();
  const backfill = () => bed.w.app.get(CopiesBackfillProcessor);

  async function clip(size: string): Promise<string> {
    const output = `${bed.dir}/${size}.mp4`;
    await runFfmpeg([...testPatternInput(size, 1), ...toneInput(1), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'], output, 60_000);
    return output;
  }

  /** A ready video of `width`×`height` from before 720p copies existed, its file stored when `file` is given. */
  const readyVideo = async (width: number, height: number, file: string | null, status = 'ready') =>
    bed.video({ videoUrl: file ? await bed.upload(file) : `/objects/uploads/${width}x${height}-gone`, width, height, status });

  const row = async (id: string) =>
    (await bed.w.dataSource.query(`SELECT "video720pUrl", "copy720pMadeAt" FROM videos WHERE id = $1`, [id]))[0] as {
      video720pUrl: string | null;
      copy720pMadeAt: Date | null;
    };

  async function runUntilDone(): Promise<{ made: number; givenUp: number }> {
    const total = { made: 0, givenUp: 0 };
    for (;;) {
      const counts = await backfill().process();
      if (counts.made + counts.givenUp === 0) return total;
      total.made += counts.made;
      total.givenUp += counts.givenUp;
    }
  }

  it('copies videos larger than 720p to 720p H.264/AAC, marks smaller ones done without a copy, gives up on a missing file, and is done after', async () => {
    const landscape = await readyVideo(1920, 1080, await clip('1920x1080'));
    const portrait = await readyVideo(1080, 1920, await clip('1080x1920'));
    const small = await readyVideo(320, 180, await createMediaFixture('h264-16x9.mp4', bed.dir));
    const fileGone = await readyVideo(1920, 1080, null);
    const processing = await readyVideo(1920, 1080, await clip('1920x1080'), 'processing');

    expect(await runUntilDone()).toEqual({ made: 3, givenUp: 1 });
    for (const [id, width, height] of [
      [landscape, 1280, 720],
      [portrait, 720, 1280],
    ] as const) {
      expect(await row(id)).toEqual({ video720pUrl: `/objects/videos/${id}/playable-720p.mp4`, copy720pMadeAt: expect.any(Date) });
      expect(await bed.media.probe(bed.storage.localPath(`videos/${id}/playable-720p.mp4`))).toMatchObject({
        videoCodec: 'h264',
        audioCodec: 'aac',
        width,
        height,
      });
    }
    expect(await row(small)).toEqual({ video720pUrl: null, copy720pMadeAt: expect.any(Date) });
    expect(await bed.storage.exists(`videos/${small}/playable-720p.mp4`)).toBe(false);
    expect(await row(fileGone)).toEqual({ video720pUrl: null, copy720pMadeAt: expect.any(Date) });
    expect(await row(processing)).toEqual({ video720pUrl: null, copy720pMadeAt: null });

    expect(await backfill().process()).toEqual({ made: 0, givenUp: 0, failed: 0 });
  });
});
