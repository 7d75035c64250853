import {
  IMAGE_FORMATS,
  PLAYABLE_MAX_BYTES,
  VIDEO_FORMATS,
  decodeCheckArgs,
  inputArgs,
  playableMp4Args,
  posterArgs,
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
    ['decode check', decodeCheckArgs({ file: '/in' }), video],
    ['avatar', squareAvatarArgs('/in', '/out.jpg'), IMAGE_FORMATS.join(',')],
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
    for (const plan of ['remux', 'transcode'] as const) {
      const args = playableMp4Args('/in', '/o', plan);
      expect(args[args.indexOf('-t') + 1]).toBe(String(MEDIA_LIMITS.maxDurationSeconds));
      expect(args[args.indexOf('-fs') + 1]).toBe(String(PLAYABLE_MAX_BYTES));
      expect(args.at(-1)).toBe('/o');
    }
    expect(playableMp4Args('/in', '/o', 'transcode').join(' ')).toContain("scale=w='min(1920,iw)':h='min(1920,ih)'");
  });
});
