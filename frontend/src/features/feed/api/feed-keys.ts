/** One screenful and a bit: a small first page renders and paints sooner. */
export const FEED_PAGE_SIZE = 12;
