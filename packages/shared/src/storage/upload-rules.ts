/** Spec section 9: a video file is at most 5GB, an avatar image at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 ** 3;
export const MAX_AVATAR_BYTES = 5 * 1024 ** 2;

/** An upload URL accepts its object for this long. */
export const UPLOAD_URL_TTL_SECONDS = 3600;

/** Uploaded objects no video or avatar claimed are deleted after this long (storage.cleanup). */
export const UNCLAIMED_UPLOAD_TTL_HOURS = 24;
