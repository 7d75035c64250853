/** How much one user, or one API process, may hold at once: the defaults the configuration and the API start from. */

/** Open notification streams per user, across API processes: a newer one closes the oldest. */
export const STREAMS_PER_USER = 5;
/** Open notification streams per API process, unless NOTIFICATION_STREAMS_MAX says otherwise. */
export const NOTIFICATION_STREAMS_MAX_DEFAULT = 5000;

/** A user's uploads per hour and per day, unless the UPLOAD_QUOTA_* variables say otherwise. */
export const UPLOAD_QUOTA_DEFAULTS = {
  countPerHour: 60,
  countPerDay: 200,
  bytesPerHour: 20 * 1024 ** 3,
  bytesPerDay: 50 * 1024 ** 3,
} as const;

/** ffmpeg runs one API process does at once (avatars), and requests that may wait for one; the rest get 503. */
export const MEDIA_WORK_RUNNING = 2;
export const MEDIA_WORK_WAITING = 8;
