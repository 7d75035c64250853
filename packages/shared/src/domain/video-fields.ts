/** A video's text fields and tags (spec section 9), checked by the API and shown by the web client. */
export const TITLE_MAX = 80;
export const CAPTION_MAX = 2000;
export const PROMPT_MAX = 4000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

/** The named ratios of spec section 3 (anything else is stored as a raw `w:h`); 'auto' asks the worker to detect one from the file's dimensions. */
export const NAMED_ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:3', '3:4', '21:9'] as const;
export const ASPECT_RATIOS = ['auto', ...NAMED_ASPECT_RATIOS] as const;
/** A raw `w:h` ratio's largest side. */
export const MAX_RATIO_SIDE = 10_000;
