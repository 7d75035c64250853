/** An account's, a comment's and the muted-words list's limits (spec section 9), checked by the API and, before sending, by the web client. */
export const EMAIL_MAX = 320;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const COMMENT_MAX = 500;
export const MUTED_WORDS_MAX = 100;
export const MUTED_WORD_MAX = 100;
