import { detectAspectRatio as nameOfRatio } from '@genalpha/shared/domain';

export const DEFAULT_ASPECT_RATIO = 16 / 9;

function ratioOf(value: string): number | undefined {
  const [w, h] = value.split(':').map(Number);
  return w > 0 && h > 0 ? w / h : undefined;
}

/** The width/height ratio a card reserves: measured dimensions first, then the stored ratio, else 16/9. */
export function displayRatio(video: { aspectRatio?: string | null; width?: number | null; height?: number | null }): number {
  if (video.width && video.height) return video.width / video.height;
  return (video.aspectRatio && ratioOf(video.aspectRatio)) || DEFAULT_ASPECT_RATIO;
}

/** Reads a video file's dimensions in the browser and matches them to a ratio; 'auto' when it cannot. */
export function detectAspectRatio(file: File): Promise<string> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (value: string, problem?: string) => {
      if (problem) console.warn(problem);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(value);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      if (video.videoWidth > 0 && video.videoHeight > 0) finish(nameOfRatio(video.videoWidth, video.videoHeight));
      else finish('auto', 'Could not detect video dimensions');
    };
    video.onerror = () => finish('auto', 'Could not load video');
    video.src = url;
  });
}
