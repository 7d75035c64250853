import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { describeMediaBinaries, findOnPath, resolveMediaBinaries, versionOf } from './media-binaries';

describe('which ffmpeg/ffprobe', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ga-bin-'));
    for (const name of ['ffmpeg', 'ffprobe']) {
      await writeFile(join(dir, name), `#!/bin/sh\necho "${name} version 9.9-test Copyright"\n`);
      await chmod(join(dir, name), 0o755);
    }
    await writeFile(join(dir, 'not-executable'), '');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prefers the system binaries on PATH to the bundled 2018 build', () => {
    expect(resolveMediaBinaries({}, `/nonexistent:${dir}`)).toEqual({
      ffmpeg: join(dir, 'ffmpeg'),
      ffprobe: join(dir, 'ffprobe'),
      sources: { ffmpeg: 'system', ffprobe: 'system' },
    });
  });

  it('falls back to the bundled binaries when none is installed', () => {
    expect(resolveMediaBinaries({}, '/nonexistent')).toEqual({
      ffmpeg: ffmpegInstaller.path,
      ffprobe: ffprobeInstaller.path,
      sources: { ffmpeg: 'bundled', ffprobe: 'bundled' },
    });
  });

  it('lets FFMPEG_PATH and FFPROBE_PATH win', () => {
    expect(resolveMediaBinaries({ ffmpegPath: '/opt/ff/ffmpeg' }, dir)).toMatchObject({
      ffmpeg: '/opt/ff/ffmpeg',
      ffprobe: join(dir, 'ffprobe'),
      sources: { ffmpeg: 'env', ffprobe: 'system' },
    });
  });

  it('finds only executables', () => {
    expect(findOnPath('not-executable', dir)).toBeNull();
    expect(findOnPath('ffmpeg', '')).toBeNull();
  });

  it('describes the binaries and their versions for the start-up log', async () => {
    expect(versionOf('ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026')).toBe('5.1.9-0+deb12u1');
    expect(await describeMediaBinaries(resolveMediaBinaries({}, dir))).toBe(
      `ffmpeg 9.9-test (system: ${join(dir, 'ffmpeg')}), ffprobe 9.9-test (system: ${join(dir, 'ffprobe')})`,
    );
  });
});
