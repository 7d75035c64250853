import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaFixture, createMediaFixture } from '@genalpha/testkit';
import { detectAspectRatio } from '../domain/aspect-ratio';
import { resolveMediaBinaries } from './media-binaries';
import { MediaTools, UndecodableMediaError } from './media-tools';
import { planPlayback } from './playback';
import { MediaTimeoutError, runProcess } from './run-process';

describe('MediaTools (real ffprobe/ffmpeg)', () => {
  const tools = new MediaTools(resolveMediaBinaries({}));
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ga-media-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each<[MediaFixture, Record<string, unknown>, boolean, string, string]>([
    ['h264-16x9.mp4', { container: 'mp4', width: 320, height: 180, videoCodec: 'h264', audioCodec: 'aac', rotation: 0 }, true, 'as-is', '16:9'],
    ['h264-no-faststart.mp4', { container: 'mp4', width: 320, height: 180 }, false, 'remux', '16:9'],
    ['vp9-9x16.webm', { container: 'matroska', width: 180, height: 320, videoCodec: 'vp9', audioCodec: 'opus' }, false, 'as-is', '9:16'],
    ['hevc-1x1.mov', { container: 'mov', width: 240, height: 240, videoCodec: 'hevc' }, false, 'transcode', '1:1'],
    ['rotated-90.mp4', { width: 180, height: 320 }, false, 'remux', '9:16'],
    ['h264-21x9.mp4', { width: 420, height: 180, audioCodec: null }, true, 'as-is', '21:9'],
  ])('%s', async (fixture, expected, faststart, plan, ratio) => {
    const path = await createMediaFixture(fixture, dir);
    const info = await tools.probe(path);
    expect(info).toMatchObject(expected);
    expect(info.durationSeconds).toBeGreaterThan(0.5);
    if (fixture === 'rotated-90.mp4') expect([90, 270]).toContain(info.rotation);
    if (info.container !== 'matroska') expect(await tools.isFaststart(path)).toBe(faststart);
    expect(planPlayback(info, faststart)).toBe(plan);
    expect(detectAspectRatio(info.width, info.height)).toBe(ratio);
  });

  it.each<MediaFixture>(['truncated.mp4', 'random-bytes.mp4', 'text.mp4'])('refuses %s as undecodable', async (fixture) => {
    await expect(tools.probe(await createMediaFixture(fixture, dir))).rejects.toBeInstanceOf(UndecodableMediaError);
  });

  it('recognises a still image by content', async () => {
    const info = await tools.probe(await createMediaFixture('image.png', dir));
    expect(info).toMatchObject({ container: 'image', width: 400, height: 300 });
  });

  it('writes a poster and a playable MP4 that is faststart H.264', async () => {
    const input = await createMediaFixture('hevc-1x1.mov', dir);
    // No extension: an input is recognised by its content, never by a name (image2 is not an accepted format).
    const poster = join(dir, 'poster');
    await tools.poster(input, poster, 0.1);
    expect((await tools.probe(poster)).container).toBe('image');
    const output = join(dir, 'playable.mp4');
    await tools.playableMp4(input, output, 'transcode', 60_000);
    const info = await tools.probe(output);
    expect(info).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', width: 240, height: 240 });
    expect(planPlayback(info, await tools.isFaststart(output))).toBe('as-is');
  });

  it('checks a streamed video by decoding its first frame', async () => {
    await expect(tools.checkStreamDecodes(createReadStream(await createMediaFixture('h264-16x9.mp4', dir)))).resolves.toBeUndefined();
    await expect(tools.checkStreamDecodes(createReadStream(await createMediaFixture('vp9-9x16.webm', dir)))).resolves.toBeUndefined();
    await expect(tools.checkStreamDecodes(createReadStream(await createMediaFixture('random-bytes.mp4', dir)))).rejects.toBeInstanceOf(UndecodableMediaError);
  });

  it('blames the stream, not the video, when the stream breaks', async () => {
    const stream = new PassThrough();
    setTimeout(() => stream.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })), 100);
    await expect(tools.checkStreamDecodes(stream)).rejects.toThrow('read ECONNRESET');
  });

  it('kills a process that outlives its timeout', async () => {
    const started = Date.now();
    await expect(runProcess('sleep', ['30'], { timeoutMs: 200 })).rejects.toBeInstanceOf(MediaTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('kills a process when its job is aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job timed out')), 100);
    await expect(runProcess('sleep', ['30'], { timeoutMs: 60_000, signal: controller.signal })).rejects.toThrow('job timed out');
  });

  it('reports a missing binary as an error', async () => {
    await expect(runProcess('/nonexistent/ffmpeg', [], { timeoutMs: 1_000 })).rejects.toThrow(/ENOENT/);
    expect(await stat(dir)).toBeDefined();
  });
});
