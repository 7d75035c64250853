/** The web client's localStorage keys; tests, the bench and the browser suite set them too. */

/** The alpha gate's pass, 'true' once passed (the spec's key). */
export const ALPHA_GATE_PASSED_KEY = 'generationalpha_secret_gate_passed';
/** The colour mode chosen, 'light' or 'dark'. */
export const THEME_STORAGE_KEY = 'theme';
/** The "what's new" ticker, 'true' once dismissed. */
export const TICKER_DISMISSED_KEY = 'genalpha_ticker_dismissed';
/** The feed tab last chosen: `/` opens on it. */
export const FEED_TAB_KEY = 'genalpha.feed';
/** The searches made on this device, newest first (never sent anywhere). */
export const RECENT_SEARCHES_KEY = 'genalpha.recentSearches';
