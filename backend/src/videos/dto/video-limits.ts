export const TITLE_MAX = 80;
export const CAPTION_MAX = 2000;
export const PROMPT_MAX = 4000;
export const VIDEO_URL_MAX = 2048;

export const TITLE_REQUIRED = 'Title is required';
export const TITLE_TOO_LONG = `Title must be ${TITLE_MAX} characters or less`;
export const CAPTION_REQUIRED = 'Caption is required';
export const CAPTION_TOO_LONG = `Caption must be ${CAPTION_MAX} characters or less`;
export const PROMPT_INVALID = 'Prompt must be text';
export const PROMPT_TOO_LONG = `Prompt must be ${PROMPT_MAX} characters or less`;
