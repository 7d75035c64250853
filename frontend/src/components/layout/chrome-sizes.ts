/**
 * The fixed chrome. Phones and tablets: the 61 px header (it slides away while scrolling down),
 * the 32 px ticker sitting 81 px above the bottom (dismissible) and the 81 px tab bar. Desktop
 * (≥ 1024 px, Chakra's `lg`): a left rail instead of the tab bar, the ticker along the bottom edge.
 */
export const TAB_BAR_HEIGHT = 81;
export const TICKER_HEIGHT = 32;
export const HEADER_HEIGHT = 60;
/** The left rail's width on desktop. */
export const RAIL_WIDTH = 232;
/** Room left under the page so its end clears the bottom chrome. */
export function bottomChromeSpace(tickerShown: boolean): { base: string; lg: string } {
  return {
    base: `${TAB_BAR_HEIGHT + (tickerShown ? TICKER_HEIGHT : 0) + 24}px`,
    lg: `${(tickerShown ? TICKER_HEIGHT : 0) + 24}px`,
  };
}
/** A CSS variable with the header's visible height (0 while it is slid away), for sticky bars below it. */
export const HEADER_OFFSET_VAR = '--header-offset';
export const HEADER_OFFSET = `var(${HEADER_OFFSET_VAR}, ${HEADER_HEIGHT}px)`;
