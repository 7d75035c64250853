import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, videoPosterKey } from '@genalpha/shared';
import { probeByContent } from '@genalpha/testkit';
import { useBackfillTestBed } from '../test/backfill-test-bed';
import { PostersBackfillProcessor } from './posters-backfill.processor';

describe('posters.backfill (real ffmpeg, local storage)', () => {
  const bed = useBackfillTestBed();
  const backfill = () => bed.w.app.get(PostersBackfillProcessor);

  /** A ready video from before variants existed: its poster, no variants. */
  async function readyVideo(status = 'ready'): Promise<string> {
    const id = await bed.video({ status });
    await bed.w.dataSource.query(`UPDATE videos SET "thumbnailUrl" = $2 WHERE id = $1`, [id, `/objects/${videoPosterKey(id)}`]);
    return id;
  }

  const variantsOf = async (id: string) => (await bed.w.dataSource.query(`SELECT "posterVariants" FROM videos WHERE id = $1`, [id]))[0].posterVariants;

  it('makes the variants of ready videos that have none, gives up on missing or broken posters, and is done after', async () => {
    const old = await readyVideo();
    await bed.storePoster(old, '1280x720');
    const portrait = await readyVideo();
    await bed.storePoster(portrait, '540x960');
    const missing = await readyVideo();
    const broken = await readyVideo();
    await writeFile(join(bed.dir, 'broken.jpg'), 'not a picture');
    await bed.storage.putFile(videoPosterKey(broken), join(bed.dir, 'broken.jpg'));
    const processing = await readyVideo('processing');
    await bed.storePoster(processing, '640x360');

    expect(await backfill().process()).toEqual({ made: 2, givenUp: 2, failed: 0, avatarsSized: 0 });
    const variants = (await variantsOf(old)) as Array<{ width: number; format: string; key: string }>;
    expect(variants.map((v) => `${v.format} ${v.width}`)).toEqual(['jpeg 360', 'jpeg 720', 'jpeg 1280', 'webp 360', 'webp 720', 'webp 1280']);
    for (const variant of variants) expect((await probeByContent(bed.media, bed.storage.localPath(variant.key))).width).toBe(variant.width);
    expect(((await variantsOf(portrait)) as Array<{ width: number }>).map((v) => v.width)).toEqual([360, 540, 360, 540]);
    expect(await variantsOf(missing)).toEqual([]);
    expect(await variantsOf(broken)).toEqual([]);
    expect(await variantsOf(processing)).toBeNull();

    expect(await backfill().process()).toEqual({ made: 0, givenUp: 0, failed: 0, avatarsSized: 0 });
  });

  it('moves avatars from before sizes existed into a folder with their 48 and 256 px WebP and JPEG, and clears one whose file is gone', async () => {
    const user = async (email: string, avatarUrl: string | null) =>
      (
        await bed.w.dataSource.query(`INSERT INTO users (email, password, "displayName", "avatarUrl") VALUES ($1, 'x', 'a', $2) RETURNING id`, [
          email,
          avatarUrl,
        ])
      )[0].id as string;
    const upload = '5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d';
    const older = await user('older@example.com', null);
    const legacyKey = `avatars/${older}/${upload}.jpg`;
    const path = join(bed.dir, 'avatar.jpg');
    await runProcess(bed.media.binaries.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=256x256', '-frames:v', '1', '-y', path], {
      timeoutMs: 30_000,
    });
    await bed.storage.putFile(legacyKey, path);
    await bed.w.dataSource.query(`UPDATE users SET "avatarUrl" = $2 WHERE id = $1`, [older, `/objects/${legacyKey}`]);
    const gone = await user('gone@example.com', `/objects/avatars/${bed.userId}/${upload}.jpg`);
    const sized = await user('sized@example.com', `/objects/avatars/${bed.userId}/${upload}/avatar.jpg`);

    expect(await backfill().process()).toMatchObject({ avatarsSized: 1 });
    const avatarOf = async (id: string) => (await bed.w.dataSource.query(`SELECT "avatarUrl" FROM users WHERE id = $1`, [id]))[0].avatarUrl;
    expect(await avatarOf(older)).toBe(`/objects/avatars/${older}/${upload}/avatar.jpg`);
    expect(await bed.storage.exists(legacyKey)).toBe(false);
    for (const [name, width, codec] of [
      ['avatar.jpg', 256, 'mjpeg'],
      ['avatar-48.jpg', 48, 'mjpeg'],
      ['avatar-48.webp', 48, 'webp'],
      ['avatar-256.webp', 256, 'webp'],
    ] as const) {
      expect(await probeByContent(bed.media, bed.storage.localPath(`avatars/${older}/${upload}/${name}`))).toMatchObject({
        width,
        height: width,
        videoCodec: codec,
      });
    }
    expect(await avatarOf(gone)).toBeNull();
    expect(await avatarOf(sized)).toBe(`/objects/avatars/${bed.userId}/${upload}/avatar.jpg`);
    expect(await backfill().process()).toMatchObject({ avatarsSized: 0 });
  });
});
