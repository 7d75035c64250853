import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import type { AppConfig } from '../config/app-config';

export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
}

/** FFMPEG_PATH / FFPROBE_PATH when set, else the static builds shipped by the npm installer packages. */
export function resolveMediaBinaries(config: Pick<AppConfig, 'ffmpegPath' | 'ffprobePath'>): MediaBinaries {
  return { ffmpeg: config.ffmpegPath ?? ffmpegInstaller.path, ffprobe: config.ffprobePath ?? ffprobeInstaller.path };
}
