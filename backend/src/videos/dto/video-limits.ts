export const VIDEO_URL_MAX = 2048;
