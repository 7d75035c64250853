/** Where stored objects are served: `/objects/<key>` on the API's own origin. */
const OBJECTS_PATH_PREFIX = '/objects/';

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';
const OBJECT_KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,7}$`);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY_AT_END = new RegExp(`(?:^|/)(uploads/${UUID})$`);

/**
 * Object keys are ids the server made: slash-separated segments that start with a letter or
 * digit, so `..`, absolute paths, empty segments and encoded characters never qualify.
 */
export function isValidObjectKey(key: string): boolean {
  return key.length <= 512 && OBJECT_KEY.test(key);
}

export function publicPathOfKey(key: string): string {
  return `${OBJECTS_PATH_PREFIX}${key}`;
}

/** `/objects/<key>` (a query string is ignored) → `<key>`; anything else → null. */
export function objectKeyFromPublicPath(path: string): string | null {
  const withoutQuery = path.split(/[?#]/, 1)[0];
  if (!withoutQuery.startsWith(OBJECTS_PATH_PREFIX)) return null;
  const key = withoutQuery.slice(OBJECTS_PATH_PREFIX.length);
  return isValidObjectKey(key) ? key : null;
}

/**
 * The upload object key inside any URL the server handed out for it: the local signed URL,
 * an S3 presigned URL (path-style or virtual-hosted), or the public `/objects/...` path,
 * absolute or relative, with or without its query string.
 */
export function uploadKeyFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  return UPLOAD_KEY_AT_END.exec(pathname.toLowerCase())?.[1] ?? null;
}

export const videoPosterKey = (videoId: string): string => `videos/${videoId}/poster.jpg`;
export const videoPlayableKey = (videoId: string): string => `videos/${videoId}/playable.mp4`;
/** The 720p copy phones and smaller players get, beside the playable video. */
export const video720pKey = (videoId: string): string => `videos/${videoId}/playable-720p.mp4`;
/** The 3-second muted loop cards play on hover. */
export const videoPreviewKey = (videoId: string): string => `videos/${videoId}/preview.mp4`;
/** A video's HLS package (master playlist, rendition playlists, fMP4 segments) lives in this folder. */
export const videoHlsPrefix = (videoId: string): string => `videos/${videoId}/hls`;
/** One file of the package, named as the HLS muxer names it (media/hls-args HLS_FILE). */
export const videoHlsKey = (videoId: string, file: string): string => `${videoHlsPrefix(videoId)}/${file}`;
/** An avatar's folder holds the 256 px JPEG and its sizes beside it. Older avatars are single files `avatars/<user>/<upload>.jpg`. */
export const avatarKey = (userId: string, uploadId: string): string => `avatars/${userId}/${uploadId}/avatar.jpg`;
const SIZED_AVATAR_KEY = /^avatars\/[^/]+\/[^/]+\/avatar\.jpg$/;
export const isSizedAvatarKey = (key: string): boolean => SIZED_AVATAR_KEY.test(key);

/** A "Download your data" zip: never served under /objects/ (storedObjectOf knows no such key), only to its owner by the API. */
export const accountExportKey = (userId: string, exportId: string): string => `exports/${userId}/${exportId}.zip`;
/** Every export of an account, for its purge. */
export const accountExportsPrefix = (userId: string): string => `exports/${userId}`;

/** The HLS package's files: `master.m3u8`, `720p.m3u8`, `720p-init.mp4`, `720p-00001.m4s`, `audio…`. */
const HLS_FILE_PATTERN = '(?:(?:master|audio|[1-9][0-9]{0,3}p)\\.m3u8|(?:audio|[1-9][0-9]{0,3}p)-(?:init\\.mp4|[0-9]{5}\\.m4s))';
/** `-360` in `poster-360.webp`: a stored size beside its source (media/image-variants). */
const SIZE = '(?:-[1-9][0-9]{0,4})?';
const AVATAR_OBJECT = new RegExp(`^avatars/${UUID}/${UUID}(?:\\.jpg|/avatar${SIZE}\\.(?:jpg|webp))$`);
const VIDEO_OBJECT = new RegExp(`^videos/(${UUID})/(?:poster${SIZE}\\.(?:jpg|webp)|playable(?:-720p)?\\.mp4|preview\\.mp4|hls/${HLS_FILE_PATTERN})$`);
const UPLOAD_OBJECT = new RegExp(`^uploads/${UUID}$`);

/** What a stored object is, for deciding who may have it. */
export type StoredObject = { kind: 'avatar' } | { kind: 'video-file'; videoId: string } | { kind: 'upload' };

/**
 * What the object under `key` is, when `key` is exactly a key the makers above produce, in the one
 * (lower-case) spelling they produce it; null for any other key. A store whose file system folds case
 * or trims names (macOS, Windows) opens the same file under other spellings: those are none of these.
 */
export function storedObjectOf(key: string): StoredObject | null {
  const videoId = VIDEO_OBJECT.exec(key)?.[1];
  if (videoId) return { kind: 'video-file', videoId };
  if (UPLOAD_OBJECT.test(key)) return { kind: 'upload' };
  if (AVATAR_OBJECT.test(key)) return { kind: 'avatar' };
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
};

/** Whether the key is an HLS package's segment (or init segment), as opposed to a playlist. */
export const isHlsSegmentKey = (key: string): boolean => /^videos\/[^/]+\/hls\/[^/]+\.(?:m4s|mp4)$/.test(key);
/** Whether the key is an HLS package's playlist (master or rendition). */
export const isHlsPlaylistKey = (key: string): boolean => /^videos\/[^/]+\/hls\/[^/]+\.m3u8$/.test(key);

/** The content type implied by a key's extension (keys the worker and avatar service make have one). */
export function contentTypeOfKey(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension ? CONTENT_TYPES[extension] : undefined;
}
