/** Relative height of an item of a given width/height ratio, plus room for the card's text. */
const CARD_CHROME = 0.45;

/**
 * Each item in the currently shortest column, judged from the ratios the items declare, so
 * appending a page only adds to the ends of columns and nothing already shown moves.
 */
export function masonryColumns<T>(items: T[], columns: number, ratioOf: (item: T) => number): { item: T; index: number }[][] {
  const stacks: { item: T; index: number }[][] = Array.from({ length: columns }, () => []);
  const heights = new Array<number>(columns).fill(0);
  items.forEach((item, index) => {
    const shortest = heights.indexOf(Math.min(...heights));
    stacks[shortest].push({ item, index });
    heights[shortest] += 1 / ratioOf(item) + CARD_CHROME;
  });
  return stacks;
}
