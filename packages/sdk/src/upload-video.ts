import { extname } from 'node:path';
import { GenAlphaClient, connectionOf, data } from './client';
import { VideoProcessingError } from './errors';
import { ProgressListener } from './progress';
import { tusUpload } from './tus-upload';
import type { components } from './schema';

export type VideoDetail = components['schemas']['VideoDetailDto'];
type CreateVideo = components['schemas']['CreateVideoDto'];
/**
 * POST /api/videos's fields, less the videoUrl the helper fills in. The generated type makes a field
 * with a default required; aspectRatio may be left out here and is then sent as its default, 'auto'.
 */
export type VideoFields = Omit<CreateVideo, 'videoUrl' | 'aspectRatio'> & Partial<Pick<CreateVideo, 'aspectRatio'>>;

export interface UploadVideoOptions extends VideoFields {
  /** Path of the video file; it is streamed, never read whole into memory. */
  file: string;
  /** The file's type; guessed from the extension of .mp4, .m4v, .mov, .webm and .mkv files. */
  contentType?: string;
  /** Called as the file goes out: bytes sent so far, file size. */
  onProgress?: ProgressListener;
  /** Stops the upload or the wait (the call rejects with the signal's reason). */
  signal?: AbortSignal;
  /** How often to ask whether the video is ready; 1000 ms by default. */
  pollIntervalMs?: number;
  /** The video this one remixes: its id, or a video read from the API (sent as parentId; refused with 400 or 403 as the API says). */
  parent?: string | { id: string };
}

const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
};

export function videoTypeOf(path: string): string {
  const type = VIDEO_TYPES[extname(path).toLowerCase()];
  if (!type) throw new Error(`Cannot tell the video type of ${path}: pass contentType (video/…)`);
  return type;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });

/** Asks for the video until it is no longer processing: the ready video, or a VideoProcessingError. */
export async function waitUntilProcessed(
  client: GenAlphaClient,
  id: string,
  { pollIntervalMs = 1000, signal }: { pollIntervalMs?: number; signal?: AbortSignal } = {},
): Promise<VideoDetail> {
  for (;;) {
    signal?.throwIfAborted();
    const video = await data(client.GET('/api/videos/{id}', { params: { path: { id } }, signal }));
    if (video.status === 'failed') throw new VideoProcessingError(video);
    if (video.status === 'ready') return video;
    await pause(pollIntervalMs, signal);
  }
}

/**
 * The whole upload: the file sent resumably (tus, /api/uploads), the video created from the upload's
 * URL, then its processing waited for. Resolves with the ready video; rejects with
 * a GenAlphaApiError for a refused request, a VideoProcessingError when the file was not a playable video.
 */
export async function uploadVideo(client: GenAlphaClient, options: UploadVideoOptions): Promise<VideoDetail> {
  const { file, contentType = videoTypeOf(file), onProgress, signal, pollIntervalMs, parent, ...fields } = options;
  if (parent) fields.parentId = typeof parent === 'string' ? parent : parent.id;
  const uploadURL = await tusUpload(connectionOf(client), file, { contentType, onProgress, signal });
  const created = await data(client.POST('/api/videos', { body: { ...fields, aspectRatio: fields.aspectRatio ?? 'auto', videoUrl: uploadURL }, signal }));
  return waitUntilProcessed(client, created.id, { pollIntervalMs, signal });
}
