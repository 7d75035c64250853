import { VIDEO_FORMATS } from './ffmpeg-args';
import { HLS_MASTER, hlsFrameRate, hlsPackageArgs, hlsPlan, hlsRenditions, withoutAudioOnlyVariant } from './hls-args';

const sizes = (width: number, height: number) => hlsRenditions(width, height).map((r) => `${r.width}x${r.height}@${r.kbps}`);
const option = (args: string[], name: string) => args[args.indexOf(name) + 1];

describe('HLS ladder', () => {
  it('offers a 9:16 1080p source all four rungs, and mirrors them for 16:9', () => {
    expect(sizes(1080, 1920)).toEqual(['1080x1920@4500', '720x1280@2500', '540x960@1200', '360x640@600']);
    expect(sizes(1920, 1080)).toEqual(['1920x1080@4500', '1280x720@2500', '960x540@1200', '640x360@600']);
  });

  it('never upscales: a 720p source gets three rungs, a 4K one is brought down to 1080p', () => {
    expect(sizes(720, 1280)).toEqual(['720x1280@2500', '540x960@1200', '360x640@600']);
    expect(sizes(2160, 3840)).toEqual(['1080x1920@4500', '720x1280@2500', '540x960@1200', '360x640@600']);
    for (const [w, h] of [
      [640, 360],
      [480, 854],
      [200, 200],
      [1000, 1000],
      [8192, 8192],
    ]) {
      for (const r of hlsRenditions(w, h)) {
        expect(r.width).toBeLessThanOrEqual(w);
        expect(r.height).toBeLessThanOrEqual(h);
        expect((r.width % 2) + (r.height % 2)).toBe(0);
      }
    }
  });

  it('offers a source between rungs at its own size too, and a tiny one at its own size only', () => {
    expect(sizes(480, 854)).toEqual(['480x854@950', '360x640@600']);
    expect(sizes(320, 180)).toEqual(['320x180@200']);
    expect(hlsRenditions(1000, 1000).map((r) => r.name)).toEqual(['1000p', '720p', '540p', '360p']);
  });

  it('fits a panorama by its long side (no 8192-wide rendition)', () => {
    const [top] = hlsRenditions(8192, 1080);
    expect(top.width).toBeLessThanOrEqual(1920);
    expect(hlsRenditions(8192, 1080).length).toBeLessThanOrEqual(4);
  });

  it('encodes at the source rate up to 30 fps, halving 60 and 120, and 30 when the rate is unknown', () => {
    expect([24, 25, 29.97, 30, 50, 60, 120, 90, 1000 / 37].map(hlsFrameRate)).toEqual([24, 25, 30, 30, 25, 30, 30, 30, 27]);
    expect(hlsFrameRate(null)).toBe(30);
    expect(hlsFrameRate(0.2)).toBe(1);
  });
});

describe('hlsPackageArgs', () => {
  const plan = hlsPlan({ width: 1080, height: 1920, frameRate: 60, hasAudio: true });
  const args = hlsPackageArgs('/in', '/out', plan);

  it('opens only the local file, in accepted containers', () => {
    expect(args.slice(args.indexOf('-protocol_whitelist'), args.indexOf('-i') + 2)).toEqual([
      '-protocol_whitelist',
      'file',
      '-format_whitelist',
      VIDEO_FORMATS.join(','),
      '-i',
      'file:/in',
    ]);
  });

  it('aligns 2 s GOPs across renditions: fixed fps, a keyframe every 2 s and no scene-cut ones', () => {
    expect(option(args, '-filter_complex')).toMatch(/^\[0:v:0\]fps=30,/);
    expect(option(args, '-g')).toBe('60');
    expect(option(args, '-keyint_min')).toBe('60');
    expect(option(args, '-sc_threshold')).toBe('0');
    expect(option(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(option(args, '-hls_time')).toBe('2');
  });

  it('writes fMP4 VOD renditions, an audio group and the master in one run, bounded in time', () => {
    expect(option(args, '-var_stream_map')).toBe(
      'a:0,agroup:audio,name:audio v:0,agroup:audio,name:1080p v:1,agroup:audio,name:720p v:2,agroup:audio,name:540p v:3,agroup:audio,name:360p',
    );
    expect(option(args, '-hls_segment_type')).toBe('fmp4');
    expect(option(args, '-hls_playlist_type')).toBe('vod');
    expect(option(args, '-master_pl_name')).toBe(HLS_MASTER);
    expect(option(args, '-t')).toBe('900');
    expect(option(args, '-b:v:0')).toBe('4500k');
    expect(option(args, '-maxrate:v:3')).toBe('642k');
    expect(args.at(-1)).toBe('/out/%v.m3u8');
  });

  it('leaves audio out of a silent source', () => {
    const silent = hlsPackageArgs('/in', '/out', hlsPlan({ width: 640, height: 360, frameRate: 25, hasAudio: false }));
    expect(silent).toContain('-an');
    expect(option(silent, '-var_stream_map')).toBe('v:0,name:360p');
    // One stream: ffmpeg 5.1 would write the init segment as `%v-init.mp4`.
    expect(option(silent, '-hls_fmp4_init_filename')).toBe('360p-init.mp4');
    expect(option(args, '-hls_fmp4_init_filename')).toBe('%v-init.mp4');
  });

  it('refuses an empty plan', () => {
    expect(() => hlsPackageArgs('/in', '/out', { renditions: [], fps: 30, hasAudio: false })).toThrow();
  });
});

describe('withoutAudioOnlyVariant', () => {
  it("drops the audio rendition's own variant from ffmpeg's master, keeping its group and the video variants", () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_0",DEFAULT=YES,URI="audio.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=140800,CODECS="mp4a.40.2",AUDIO="group_audio"',
      'audio.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=2890800,RESOLUTION=720x1280,CODECS="avc1.64001f,mp4a.40.2",AUDIO="group_audio"',
      '720p.m3u8',
      '',
    ].join('\n');
    expect(withoutAudioOnlyVariant(master)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_0",DEFAULT=YES,URI="audio.m3u8"',
        '#EXT-X-STREAM-INF:BANDWIDTH=2890800,RESOLUTION=720x1280,CODECS="avc1.64001f,mp4a.40.2",AUDIO="group_audio"',
        '720p.m3u8',
        '',
      ].join('\n'),
    );
  });
});
