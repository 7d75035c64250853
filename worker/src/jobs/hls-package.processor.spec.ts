import { readFile } from 'node:fs/promises';
import { jobLocksRepository } from '@genalpha/db';
import { MediaTools } from '@genalpha/shared';
import { runFfmpeg, testPatternInput, toneInput } from '@genalpha/testkit';
import { useBackfillTestBed } from '../test/backfill-test-bed';
import { HlsPackageProcessor } from './hls-package.processor';

/** A playlist's segment durations (EXTINF). */
const durations = (playlist: string) => [...playlist.matchAll(/^#EXTINF:([0-9.]+),/gm)].map((m) => Number(m[1]));
/** The master playlist's variants: resolution and URI. */
const variants = (master: string) => [...master.matchAll(/^#EXT-X-STREAM-INF:.*RESOLUTION=(\d+x\d+).*\n(.+)$/gm)].map((m) => [m[1], m[2]]);

describe('hls.package (real ffmpeg, local storage)', () => {
  const bed = useBackfillTestBed();
  const processor = () => bed.w.app.get(HlsPackageProcessor);
  const text = (key: string) => readFile(bed.storage.localPath(key)!, 'utf8');
  const row = async (id: string) =>
    (await bed.w.dataSource.query(`SELECT "hlsUrl", "hlsPackagedAt" FROM videos WHERE id = $1`, [id]))[0] as {
      hlsUrl: string | null;
      hlsPackagedAt: Date | null;
    };

  async function clip(name: string, args: string[]): Promise<string> {
    const output = `${bed.dir}/${name}.mp4`;
    await runFfmpeg(args, output, 120_000);
    return output;
  }

  it('packages a vertical clip with sound as a ladder of 2 s fMP4 segments with an audio rendition, and a small silent one without upscaling', async () => {
    const vertical = await bed.video({
      videoUrl: await bed.upload(
        await clip('vertical', [
          ...testPatternInput('1080x1920', 5, 60),
          ...toneInput(5),
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-c:a',
          'aac',
          '-shortest',
        ]),
      ),
      width: 1080,
      height: 1920,
    });
    const small = await bed.video({
      videoUrl: await bed.upload(await clip('small', [...testPatternInput('640x360', 5), '-c:v', 'libx264', '-preset', 'ultrafast'])),
      width: 640,
      height: 360,
    });
    const gone = await bed.video({ videoUrl: '/objects/uploads/gone' });
    const processing = await bed.video({ videoUrl: '/objects/uploads/gone', status: 'processing' });

    const started = Date.now();
    let made = 0;
    let givenUp = 0;
    for (;;) {
      const counts = await processor().process();
      expect(counts.failed).toBe(0);
      if (counts.made + counts.givenUp === 0) break;
      made += counts.made;
      givenUp += counts.givenUp;
    }
    // Of 10 s of video in all, 5 s at four renditions: the figure docs/decisions quotes per minute of video.
    console.log(`hls.package: 10 s of video packaged in ${Date.now() - started} ms`);
    expect({ made, givenUp }).toEqual({ made: 2, givenUp: 1 });

    const master = await text(`videos/${vertical}/hls/master.m3u8`);
    expect(await row(vertical)).toEqual({ hlsUrl: `/objects/videos/${vertical}/hls/master.m3u8`, hlsPackagedAt: expect.any(Date) });
    expect(variants(master)).toEqual([
      ['1080x1920', '1080p.m3u8'],
      ['720x1280', '720p.m3u8'],
      ['540x960', '540p.m3u8'],
      ['360x640', '360p.m3u8'],
    ]);
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio".*URI="audio.m3u8"/);
    expect(master).not.toMatch(/^audio\.m3u8$/m);
    for (const name of ['1080p', '720p', '540p', '360p', 'audio']) {
      const playlist = await text(`videos/${vertical}/hls/${name}.m3u8`);
      expect(playlist).toContain(`#EXT-X-MAP:URI="${name}-init.mp4"`);
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const lengths = durations(playlist);
      // 5 s: two full 2 s segments and the 1 s rest, the same cut in every rendition.
      expect(lengths).toHaveLength(3);
      for (const length of lengths.slice(0, -1)) expect(Math.abs(length - 2)).toBeLessThan(0.05);
      expect(lengths.reduce((a, b) => a + b)).toBeCloseTo(5, 0);
      for (let i = 0; i < lengths.length; i++) expect(await bed.storage.exists(`videos/${vertical}/hls/${name}-0000${i}.m4s`)).toBe(true);
    }
    const smallMaster = await text(`videos/${small}/hls/master.m3u8`);
    expect(variants(smallMaster)).toEqual([['640x360', '360p.m3u8']]);
    expect(smallMaster).not.toContain('TYPE=AUDIO');
    expect(await row(gone)).toEqual({ hlsUrl: null, hlsPackagedAt: expect.any(Date) });
    expect(await row(processing)).toEqual({ hlsUrl: null, hlsPackagedAt: null });
    expect(await processor().process()).toEqual({ made: 0, givenUp: 0, failed: 0 });
  }, 240_000);

  it('records an audio-only file as a failed attempt with a clear reason, leaving the video on MP4', async () => {
    const audioOnly = await bed.video({ videoUrl: await bed.upload(await clip('audio-only', [...toneInput(2), '-c:a', 'aac', '-f', 'mp4'])) });
    expect(await processor().process()).toEqual({ made: 0, givenUp: 0, failed: 1 });
    expect(await row(audioOnly)).toEqual({ hlsUrl: null, hlsPackagedAt: null });
    const [attempt] = await bed.w.dataSource.query(`SELECT attempts, "lastError" FROM media_backfill_attempts WHERE "videoId" = $1 AND output = 'hls'`, [
      audioOnly,
    ]);
    expect(attempt).toEqual({ attempts: 1, lastError: 'The HLS package could not be made: The file contains no video picture.' });
    expect(await bed.storage.exists(`videos/${audioOnly}/hls/master.m3u8`)).toBe(false);
  });
});

describe('hls.package and the video lock', () => {
  const bed = useBackfillTestBed();

  it('transcodes while another run holds the video, and writes the package once it lets go', async () => {
    const source = `${bed.dir}/held.mp4`;
    await runFfmpeg([...testPatternInput('640x360', 2), '-c:v', 'libx264', '-preset', 'ultrafast'], source, 60_000);
    const id = await bed.video({ videoUrl: await bed.upload(source), width: 640, height: 360 });
    const media = bed.w.app.get(MediaTools);
    const transcode = media.hlsPackage.bind(media);
    let transcoded = false;
    const spy = jest.spyOn(media, 'hlsPackage').mockImplementation(async (...args) => {
      await transcode(...args);
      transcoded = true;
    });
    // Another run (a follow-up of the same video) has it.
    const holder = bed.w.dataSource.createQueryRunner();
    await holder.connect();
    expect(await jobLocksRepository.tryLock(holder, `video:${id}`)).toBe(true);
    try {
      const run = bed.w.app.get(HlsPackageProcessor).process();
      for (let waited = 0; !transcoded; waited += 100) {
        if (waited > 60_000) throw new Error('the transcode waited for the lock');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await bed.storage.exists(`videos/${id}/hls/master.m3u8`)).toBe(false);
      await jobLocksRepository.unlock(holder, `video:${id}`);
      expect(await run).toEqual({ made: 1, givenUp: 0, failed: 0 });
      expect(await bed.storage.exists(`videos/${id}/hls/master.m3u8`)).toBe(true);
    } finally {
      spy.mockRestore();
      await holder.release();
    }
  }, 120_000);
});
