import { detectAspectRatio, needsDetectedAspectRatio } from '../domain/aspect-ratio';
import { posterSeekSeconds } from './ffmpeg-args';
import { MediaInfo, describeMedia, displayDimensions, rotationOf } from './media-info';
import { isFaststart, planPlayback } from './playback';

describe('aspect ratio detection (tolerance 0.1)', () => {
  it.each([
    [1920, 1080, '16:9'],
    [1080, 1920, '9:16'],
    [1000, 1000, '1:1'],
    [1024, 768, '4:3'],
    [768, 1024, '3:4'],
    [2560, 1080, '21:9'],
    [1920, 800, '21:9'],
    [1280, 720, '16:9'],
    [1920, 1088, '16:9'],
    [1050, 1000, '1:1'],
    [500, 300, '5:3'],
    [3000, 1000, '3:1'],
    [1000, 3000, '1:3'],
    [800, 1000, '3:4'],
    [1000, 400, '5:2'],
  ])('%d×%d → %s', (w, h, ratio) => {
    expect(detectAspectRatio(w, h)).toBe(ratio);
  });

  it('detects only when the upload said auto or nothing', () => {
    expect(needsDetectedAspectRatio('auto')).toBe(true);
    expect(needsDetectedAspectRatio('')).toBe(true);
    expect(needsDetectedAspectRatio(null)).toBe(true);
    expect(needsDetectedAspectRatio('16:9')).toBe(false);
    expect(needsDetectedAspectRatio('5:4')).toBe(false);
  });
});

describe('rotation-aware dimensions', () => {
  it.each([
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] }, 90],
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: 90 }] }, 270],
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: 180 }] }, 180],
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: '-90.00' }] }, 90],
    [{ tags: { rotate: '90' } }, 90],
    [{ tags: { rotate: '-270' } }, 90],
    [{ tags: { rotate: 'sideways' } }, 0],
    [{}, 0],
  ])('%j → %d° clockwise', (stream, rotation) => {
    expect(rotationOf({ index: 0, ...stream })).toBe(rotation);
  });

  it('swaps width and height for quarter turns only', () => {
    expect(displayDimensions(1920, 1080, 90)).toEqual({ width: 1080, height: 1920 });
    expect(displayDimensions(1920, 1080, 270)).toEqual({ width: 1080, height: 1920 });
    expect(displayDimensions(1920, 1080, 180)).toEqual({ width: 1920, height: 1080 });
  });

  it('describes the first real video stream, skipping cover art', () => {
    const info = describeMedia({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.5', tags: { major_brand: 'isom' } },
      streams: [
        { index: 0, codec_type: 'video', codec_name: 'mjpeg', width: 600, height: 600, disposition: { attached_pic: 1 } },
        { index: 1, codec_type: 'audio', codec_name: 'aac' },
        {
          index: 2,
          codec_type: 'video',
          codec_name: 'h264',
          width: 1920,
          height: 1080,
          pix_fmt: 'yuv420p',
          avg_frame_rate: '30000/1001',
          r_frame_rate: '30000/1001',
          tags: { rotate: '90' },
        },
      ],
    });
    expect(info).toEqual({
      container: 'mp4',
      width: 1080,
      height: 1920,
      rotation: 90,
      durationSeconds: 12.5,
      frameRate: 30000 / 1001,
      videoCodec: 'h264',
      audioCodec: 'aac',
      pixelFormat: 'yuv420p',
    });
  });

  it('finds nothing to show in an audio-only file', () => {
    expect(describeMedia({ format: { format_name: 'mp3' }, streams: [{ index: 0, codec_type: 'audio', codec_name: 'mp3' }] })).toBeNull();
    expect(describeMedia({})).toBeNull();
  });

  it('tells MOV from MP4 by the major brand', () => {
    const probe = (brand: string) => ({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '1', tags: { major_brand: brand } },
      streams: [{ index: 0, codec_type: 'video', codec_name: 'h264', width: 2, height: 2 }],
    });
    expect(describeMedia(probe('qt  '))?.container).toBe('mov');
    expect(describeMedia(probe('mp42'))?.container).toBe('mp4');
  });
});

describe('browser playability', () => {
  const info = (overrides: Partial<MediaInfo>): MediaInfo => ({
    container: 'mp4',
    width: 2,
    height: 2,
    rotation: 0,
    durationSeconds: 1,
    frameRate: 25,
    videoCodec: 'h264',
    audioCodec: 'aac',
    pixelFormat: 'yuv420p',
    ...overrides,
  });

  it.each<[Partial<MediaInfo>, boolean, string]>([
    [{}, true, 'as-is'],
    [{ audioCodec: null }, true, 'as-is'],
    [{}, false, 'remux'],
    [{ container: 'mov' }, true, 'remux'],
    [{ container: 'matroska' }, true, 'remux'],
    [{ pixelFormat: 'yuv444p' }, true, 'transcode'],
    [{ pixelFormat: 'yuv420p10le' }, true, 'transcode'],
    [{ audioCodec: 'mp3' }, true, 'transcode'],
    [{ videoCodec: 'hevc' }, true, 'transcode'],
    [{ videoCodec: 'prores', container: 'mov' }, true, 'transcode'],
    [{ container: 'matroska', videoCodec: 'vp9', audioCodec: 'opus', pixelFormat: 'yuv420p' }, false, 'as-is'],
    [{ container: 'matroska', videoCodec: 'vp9', audioCodec: null }, false, 'as-is'],
    [{ container: 'matroska', videoCodec: 'vp9', audioCodec: 'aac' }, false, 'transcode'],
    [{ container: 'matroska', videoCodec: 'vp8', audioCodec: 'vorbis' }, false, 'transcode'],
    [{ container: 'mp4', videoCodec: 'vp9' }, true, 'transcode'],
  ])('%j, faststart %s → %s', (overrides, faststart, plan) => {
    expect(planPlayback(info(overrides), faststart)).toBe(plan);
  });

  it.each([
    [['ftyp', 'moov', 'mdat'], true],
    [['ftyp', 'free', 'moov', 'free', 'mdat'], true],
    [['ftyp', 'mdat', 'moov'], false],
    [['ftyp', 'mdat'], false],
    [['ftyp', 'moov', 'moof', 'mdat', 'moof', 'mdat'], true],
  ])('%j faststart: %s', (boxes, expected) => {
    expect(isFaststart(boxes)).toBe(expected);
  });
});

describe('poster frame choice', () => {
  it('looks 10% in, at most 10 s, and at the start when the duration is unknown', () => {
    expect(posterSeekSeconds(null)).toBe(0);
    expect(posterSeekSeconds(2)).toBe(0.2);
    expect(posterSeekSeconds(60)).toBe(6);
    expect(posterSeekSeconds(3600)).toBe(10);
  });
});
