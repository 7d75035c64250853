/** One screenful and a bit: a small first page renders and paints sooner. */
export const FEED_PAGE_SIZE = 12;

/** The last tab chosen, in localStorage: `/` opens on it. */
export const FEED_TAB_KEY = 'genalpha.feed';
