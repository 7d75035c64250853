import { Type } from '@nestjs/common';
import { BackfillOutput, videoPosterKey } from '@genalpha/shared';
import { createMediaFixture } from '@genalpha/testkit';
import { BackfillTestBed, useBackfillTestBed } from '../test/backfill-test-bed';
import { hangNextMediaProcess } from '../test/hang-media-process';
import { BACKFILL_MAX_ATTEMPTS, BACKFILL_RETRY_DELAY_MS } from './backfill-attempts';
import { CopiesBackfillProcessor } from './copies-backfill.processor';
import { PostersBackfillProcessor } from './posters-backfill.processor';
import { PreviewsBackfillProcessor } from './previews-backfill.processor';
import { BackfillCounts } from './video-backfill';

/** Each video's time limit here: far above what a healthy video takes (well under a second of ffmpeg), far below the real ones. */
const TIME_LIMIT_MS = 5_000;

interface Kind {
  job: string;
  output: BackfillOutput;
  processor: Type<{ process(): Promise<BackfillCounts> }>;
  /** A ready video that lacks the output, with everything making it needs in the store. */
  owed(bed: BackfillTestBed): Promise<string>;
  made(bed: BackfillTestBed, id: string): Promise<boolean>;
}

const column = async (bed: BackfillTestBed, id: string, name: string) =>
  (await bed.w.dataSource.query(`SELECT "${name}" AS value FROM videos WHERE id = $1`, [id]))[0].value;
// The row says 1920×1080, so a copy is owed; the file is small, so making it takes a moment.
const smallClip = (bed: BackfillTestBed) => createMediaFixture('h264-16x9.mp4', bed.dir).then((file) => bed.upload(file));

const KINDS: Kind[] = [
  {
    job: 'copies.backfill',
    output: 'copy720p',
    processor: CopiesBackfillProcessor,
    owed: async (bed) => bed.video({ videoUrl: await smallClip(bed), width: 1920, height: 1080 }),
    made: async (bed, id) => (await column(bed, id, 'video720pUrl')) !== null,
  },
  {
    job: 'posters.backfill',
    output: 'posterVariants',
    processor: PostersBackfillProcessor,
    owed: async (bed) => {
      const id = await bed.video();
      await bed.storePoster(id);
      await bed.w.dataSource.query(`UPDATE videos SET "thumbnailUrl" = $2 WHERE id = $1`, [id, `/objects/${videoPosterKey(id)}`]);
      return id;
    },
    made: async (bed, id) => ((await column(bed, id, 'posterVariants')) ?? []).length > 0,
  },
  {
    job: 'previews.backfill',
    output: 'previews',
    processor: PreviewsBackfillProcessor,
    owed: async (bed) => {
      const id = await bed.video({ videoUrl: await smallClip(bed), durationSeconds: 1.5 });
      await bed.storePoster(id);
      return id;
    },
    made: async (bed, id) => (await column(bed, id, 'previewUrl')) !== null,
  },
];

describe.each(KINDS)('$job: a video whose ffmpeg hangs (real ffmpeg, stopped)', ({ output, processor, owed, made }) => {
  const bed = useBackfillTestBed({ backfillVideoTimeoutMs: TIME_LIMIT_MS });
  const backfill = () => bed.w.app.get(processor);
  const attemptsOf = async (id: string) =>
    (
      await bed.w.dataSource.query(
        `SELECT attempts, "lastError", "givenUpAt", round(extract(epoch FROM "nextAttemptAt" - "lastAttemptAt") * 1000) AS "waitMs"
         FROM media_backfill_attempts WHERE "videoId" = $1 AND output = $2`,
        [id, output],
      )
    )[0];
  /** As if its wait were over. */
  const waitOver = (id: string) => bed.w.dataSource.query(`UPDATE media_backfill_attempts SET "nextAttemptAt" = now() WHERE "videoId" = $1`, [id]);
  const hungRun = async () => (await Promise.all([hangNextMediaProcess(), backfill().process()]))[1];

  it(`is recorded and held back while the video behind it is made, tried again after a doubling wait, and given up after ${BACKFILL_MAX_ATTEMPTS} attempts`, async () => {
    const healthy = await owed(bed);
    const hung = await owed(bed);

    expect(await hungRun()).toMatchObject({ made: 1, givenUp: 0, failed: 1 });
    expect(await made(bed, hung)).toBe(false);
    expect(await made(bed, healthy)).toBe(true);
    expect(await attemptsOf(hung)).toEqual({
      attempts: 1,
      lastError: `Stopped after ${TIME_LIMIT_MS / 1000} s, the time one video may take`,
      givenUpAt: null,
      waitMs: String(BACKFILL_RETRY_DELAY_MS),
    });

    // Within its wait the video is not tried: the run starts no ffmpeg at all.
    expect(await backfill().process()).toMatchObject({ made: 0, givenUp: 0, failed: 0 });

    for (let attempt = 2; attempt <= BACKFILL_MAX_ATTEMPTS; attempt++) {
      await waitOver(hung);
      expect(await hungRun()).toMatchObject({ made: 0, failed: 1 });
      expect(await attemptsOf(hung)).toMatchObject({ attempts: attempt, waitMs: String(BACKFILL_RETRY_DELAY_MS * 2 ** (attempt - 1)) });
    }
    expect((await attemptsOf(hung)).givenUpAt).toEqual(expect.any(Date));

    await waitOver(hung);
    expect(await backfill().process()).toMatchObject({ made: 0, givenUp: 0, failed: 0 });
    expect(await made(bed, hung)).toBe(false);
  });

  it('runs once at a time: a run started while another works does nothing, and the first carries on', async () => {
    const second = await owed(bed);
    const first = await owed(bed);
    const hang = hangNextMediaProcess();
    const working = backfill().process();
    await hang;

    expect(await backfill().process()).toMatchObject({ made: 0, givenUp: 0, failed: 0 });
    expect(await made(bed, second)).toBe(false);
    expect(await working).toMatchObject({ made: 1, failed: 1 });
    expect(await made(bed, second)).toBe(true);
    expect((await attemptsOf(first)).attempts).toBe(1);
  });
});
