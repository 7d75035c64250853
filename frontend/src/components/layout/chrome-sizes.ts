/** The fixed bottom chrome: the tab bar, and the 32 px ticker sitting 81 px above the bottom. */
export const TAB_BAR_HEIGHT = 81;
export const TICKER_HEIGHT = 32;
export const BOTTOM_CHROME_SPACE = TAB_BAR_HEIGHT + TICKER_HEIGHT + 24;
export const HEADER_HEIGHT = 60;
