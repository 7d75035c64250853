import { COMMENT_MAX, MUTED_WORD_MAX, MUTED_WORDS_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits';
import { PASSKEY_NAME_MAX } from './passkey-fields';
import { DISPLAY_NAME_MAX, USERNAME_MAX, WEBSITE_MAX } from './profile-fields';
import { TOKEN_NAME_MAX } from './token-fields';
import { CAPTION_MAX, PROMPT_MAX, TITLE_MAX } from './video-fields';

/** The words the API answers a refused field with, which the web client shows for the same check before sending. */

export const EMAIL_INVALID = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG = `Password must be ${PASSWORD_MAX} characters or less`;
export const INVALID_CREDENTIALS = 'Invalid email or password';

export const USERNAME_REQUIRED = 'Username is required';
export const USERNAME_CHARACTERS = 'Username can only contain lowercase letters and numbers';
export const USERNAME_TOO_LONG = `Username must be ${USERNAME_MAX} characters or less`;
export const DISPLAY_NAME_REQUIRED = 'Display name is required';
export const DISPLAY_NAME_TOO_LONG = `Display name must be ${DISPLAY_NAME_MAX} characters or less`;
export const WEBSITE_TOO_LONG = `Website must be ${WEBSITE_MAX} characters or less`;
export const WEBSITE_INVALID = 'Website must be a valid http(s) URL';

export const TITLE_REQUIRED = 'Title is required';
export const TITLE_TOO_LONG = `Title must be ${TITLE_MAX} characters or less`;
export const CAPTION_REQUIRED = 'Caption is required';
export const CAPTION_TOO_LONG = `Caption must be ${CAPTION_MAX} characters or less`;
export const PROMPT_INVALID = 'Prompt must be text';
export const PROMPT_TOO_LONG = `Prompt must be ${PROMPT_MAX} characters or less`;
export const NOT_A_VIDEO = 'Please select a video file.';
export const NOT_AN_IMAGE = 'Please select an image file';

export const COMMENT_EMPTY = 'Comment cannot be empty';
export const COMMENT_TOO_LONG = `Comment must be ${COMMENT_MAX} characters or less`;
export const COMMENTS_OFF = 'Comments are off';

export const TOKEN_NAME_REQUIRED = 'Token name is required';
export const TOKEN_NAME_TOO_LONG = `Token name must be ${TOKEN_NAME_MAX} characters or less`;
export const TOKEN_SCOPES_REQUIRED = 'Choose at least one scope';

export const PASSKEY_NAME_REQUIRED = 'Passkey name is required';
export const PASSKEY_NAME_TOO_LONG = `Passkey name must be ${PASSKEY_NAME_MAX} characters or less`;

export const MUTED_WORD_TOO_LONG = `A muted word must be ${MUTED_WORD_MAX} characters or less`;
export const MUTED_WORDS_TOO_MANY = `At most ${MUTED_WORDS_MAX} muted words`;
export const APPEAL_EMPTY = 'Appeal cannot be empty';
