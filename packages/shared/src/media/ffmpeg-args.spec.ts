import {
  IMAGE_FORMATS,
  PLAYABLE_MAX_BYTES,
  VIDEO_FORMATS,
  copy720pArgs,
  decodeCheckArgs,
  imageVariantsArgs,
  inputArgs,
  needs720pCopy,
  placeholderSize,
  playableMp4Args,
  posterArgs,
  previewLoopArgs,
  previewStartSeconds,
  rawRgbaArgs,
  probeArgs,
  squareAvatarArgs,
} from './ffmpeg-args';
import { MEDIA_LIMITS } from './media-limits';

/** The options given before `-i`, and the input itself: what decides which files and URLs ffmpeg may open. */
function inputOf(args: string[]): { protocols: string; formats: string; url: string } {
  const i = args.indexOf('-i');
  const before = args.slice(0, i);
  const option = (name: string) => before[before.indexOf(name) + 1];
  expect(args.indexOf('-i', i + 1)).toBe(-1);
  return { protocols: option('-protocol_whitelist'), formats: option('-format_whitelist'), url: args[i + 1] };
}

describe('ffmpeg/ffprobe arguments', () => {
  const video = VIDEO_FORMATS.join(',');

  it('opens a local input as a file: URL, whatever its name looks like', () => {
    expect(inputArgs({ file: '/tmp/x/original' }, VIDEO_FORMATS)).toEqual([
      '-protocol_whitelist',
      'file',
      '-format_whitelist',
      video,
      '-i',
      'file:/tmp/x/original',
    ]);
    expect(inputOf(probeArgs({ file: 'http://evil.example/a.m3u8' })).url).toBe('file:http://evil.example/a.m3u8');
  });

  it('reads a streamed object from stdin with no other protocol at all', () => {
    expect(inputOf(decodeCheckArgs({ stdin: true }))).toEqual({ protocols: 'pipe', formats: video, url: 'pipe:0' });
  });

  it.each([
    ['probe', probeArgs({ file: '/in' }), [...VIDEO_FORMATS, ...IMAGE_FORMATS].join(',')],
    ['poster', posterArgs('/in', '/out.jpg', 1.5), video],
    ['remux', playableMp4Args('/in', '/out.mp4', 'remux'), video],
    ['transcode', playableMp4Args('/in', '/out.mp4', 'transcode'), video],
    ['720p copy', copy720pArgs('/in', '/out.mp4'), video],
    ['decode check', decodeCheckArgs({ file: '/in' }), video],
    ['avatar', squareAvatarArgs('/in', '/out.jpg'), IMAGE_FORMATS.join(',')],
    ['image variants', imageVariantsArgs('/in', [{ width: 360, format: 'webp', path: '/o.webp' }]), 'jpeg_pipe'],
  ])('%s: only the local file, only accepted containers', (_, args, formats) => {
    expect(inputOf(args)).toEqual({ protocols: 'file', formats, url: 'file:/in' });
  });

  it('accepts no container that refers to other files or URLs', () => {
    const accepted = [...VIDEO_FORMATS, ...IMAGE_FORMATS].flatMap((name) => name.split(','));
    for (const indirect of ['hls', 'applehttp', 'dash', 'concat', 'image2', 'ffmetadata', 'tee', 'mpegts', 'avi', 'sdp', 'rtsp', 'data', 'subfile']) {
      expect(accepted).not.toContain(indirect);
    }
  });

  it('bounds every output: one frame for stills, duration and size for playable copies', () => {
    for (const args of [posterArgs('/in', '/o', 0), squareAvatarArgs('/in', '/o'), decodeCheckArgs({ file: '/in' })]) {
      expect(args[args.indexOf('-frames:v') + 1]).toBe('1');
    }
    for (const args of [playableMp4Args('/in', '/o', 'remux'), playableMp4Args('/in', '/o', 'transcode'), copy720pArgs('/in', '/o')]) {
      expect(args[args.indexOf('-t') + 1]).toBe(String(MEDIA_LIMITS.maxDurationSeconds));
      expect(args[args.indexOf('-fs') + 1]).toBe(String(PLAYABLE_MAX_BYTES));
      expect(args.at(-1)).toBe('/o');
    }
    expect(playableMp4Args('/in', '/o', 'transcode').join(' ')).toContain("scale=w='min(1920,iw)':h='min(1920,ih)'");
    expect(copy720pArgs('/in', '/o').join(' ')).toContain("scale=w='min(1280,iw)':h='min(1280,ih)'");
  });

  it('copies to 720p only what is larger than 720p, upright or not', () => {
    expect([needs720pCopy(1920, 1080), needs720pCopy(1080, 1920), needs720pCopy(1281, 100)]).toEqual([true, true, true]);
    expect([needs720pCopy(1280, 720), needs720pCopy(720, 1280), needs720pCopy(640, 360)]).toEqual([false, false, false]);
  });

  describe('image variants', () => {
    const outputs = [
      { width: 360, format: 'webp', path: '/out/poster-360.webp' },
      { width: 360, format: 'jpeg', path: '/out/poster-360.jpg' },
      { width: 1280, format: 'webp', path: '/out/poster-1280.webp' },
    ] as const;
    const args = imageVariantsArgs('/in/poster.jpg', outputs);

    it('reads the JPEG as jpeg_pipe, whatever its extension says', () => {
      expect(args.slice(args.indexOf('-f'), args.indexOf('-f') + 2)).toEqual(['-f', 'jpeg_pipe']);
      expect(args.indexOf('-f')).toBeLessThan(args.indexOf('-i'));
    });

    it('decodes once and scales one branch per output to its width', () => {
      expect(args[args.indexOf('-filter_complex') + 1]).toBe('[0:v]split=3[v0][v1][v2];[v0]scale=360:-1[o0];[v1]scale=360:-1[o1];[v2]scale=1280:-1[o2]');
    });

    it('writes each branch as one frame in its format, to its path', () => {
      const after = (path: string) => args.slice(args.lastIndexOf('-map', args.indexOf(path)), args.indexOf(path) + 1);
      expect(after('/out/poster-360.webp')).toEqual([
        '-map',
        '[o0]',
        '-frames:v',
        '1',
        '-c:v',
        'libwebp',
        '-quality',
        '75',
        '-f',
        'webp',
        '-y',
        '/out/poster-360.webp',
      ]);
      expect(after('/out/poster-360.jpg')).toEqual([
        '-map',
        '[o1]',
        '-frames:v',
        '1',
        '-c:v',
        'mjpeg',
        '-q:v',
        '4',
        '-f',
        'image2',
        '-y',
        '/out/poster-360.jpg',
      ]);
      expect(args.at(-1)).toBe('/out/poster-1280.webp');
    });
  });

  it('cuts the preview loop from the middle: 3 s, no audio, H.264 within 480 px, confined to its one input', () => {
    expect(previewStartSeconds(null)).toBe(0);
    expect(previewStartSeconds(2)).toBe(0);
    expect(previewStartSeconds(8)).toBe(2.5);
    expect(previewStartSeconds(61)).toBe(29);
    const args = previewLoopArgs('/tmp/in', '/tmp/out.mp4', 2.5);
    expect(inputOf(args)).toEqual({ protocols: 'file', formats: VIDEO_FORMATS.join(','), url: 'file:/tmp/in' });
    expect(args.slice(args.indexOf('-ss'), args.indexOf('-ss') + 2)).toEqual(['-ss', '2.5']);
    expect(args.slice(args.indexOf('-t'), args.indexOf('-t') + 2)).toEqual(['-t', '3']);
    expect(args).toContain('-an');
    expect(args[args.indexOf('-c:v') + 1]).toBe('libx264');
    expect(args[args.indexOf('-vf') + 1]).toContain('min(480,iw)');
  });

  it('decodes the poster for its placeholder at most 100 px a side, in its ratio, as raw RGBA', () => {
    expect(placeholderSize(1280, 720)).toEqual({ width: 100, height: 56 });
    expect(placeholderSize(720, 1280)).toEqual({ width: 56, height: 100 });
    expect(placeholderSize(40, 30)).toEqual({ width: 40, height: 30 });
    const args = rawRgbaArgs('/tmp/poster', '/tmp/out.rgba', { width: 100, height: 56 });
    expect(inputOf(args)).toEqual({ protocols: 'file', formats: 'jpeg_pipe', url: 'file:/tmp/poster' });
    expect(args.slice(-8)).toEqual(['-frames:v', '1', '-pix_fmt', 'rgba', '-f', 'rawvideo', '-y', '/tmp/out.rgba']);
  });
});
