/** Spec section 9: a video file is at most 5GB, an avatar image at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 ** 3;
export const MAX_AVATAR_BYTES = 5 * 1024 ** 2;

/** An upload URL accepts its object for this long. */
export const UPLOAD_URL_TTL_SECONDS = 3600;

/** Uploaded objects no video or avatar claimed are deleted after this long (storage.cleanup). */
export const UNCLAIMED_UPLOAD_TTL_HOURS = 24;

/** What an upload may be declared as: a video or an image type, never HTML, script or anything else. */
export const UPLOADABLE_TYPE = /^(video|image)\/[a-z0-9][a-z0-9.+-]{0,100}$/;
export const UPLOAD_TYPE_REFUSED = 'Only video and image files can be uploaded';
export const UPLOAD_TOO_LARGE = 'File must be 5GB or less';

/** `Video/MP4; codecs=avc1` → `video/mp4`: a Content-Type header as the type it names. */
export const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0].trim().toLowerCase();

/** The tus endpoint (resumable uploads): POST creates an upload, its URL `/api/uploads/<id>` takes PATCHes. */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads';
/** An unfinished resumable upload can be continued for this long (then storage.cleanup removes it). */
export const RESUMABLE_UPLOAD_TTL_HOURS = UNCLAIMED_UPLOAD_TTL_HOURS;
/** The bytes clients send per PATCH: what a dropped connection costs at most, and short enough for any request timeout. */
export const RESUMABLE_CHUNK_BYTES = 16 * 1024 ** 2;
/** What the tus stores keep beside an upload's object: FileStore's JSON, S3Store's info and incomplete part. */
export const resumableSidecarKeys = (objectKey: string): string[] => [`${objectKey}.json`, `${objectKey}.info`, `${objectKey}.part`];
