/** An account's, a comment's and the muted-words list's limits (spec section 9), checked by the API and, before sending, by the web client. */
export const EMAIL_MAX = 320;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const COMMENT_MAX = 500;
export const MUTED_WORDS_MAX = 100;
export const MUTED_WORD_MAX = 100;
/** A report's own words, asked for when its reason is 'Other'. */
export const REPORT_OTHER_TEXT_MAX = 1000;
/** An appeal's text. */
export const APPEAL_TEXT_MAX = 1000;
/** A moderator's reason for a removal or suspension, and their note on an appeal. */
export const MODERATION_REASON_MAX = 500;
/** The leaderboard's longest page, and its page when a request names no limit (the web client asks for it whole). */
export const MAX_CREATORS = 100;
