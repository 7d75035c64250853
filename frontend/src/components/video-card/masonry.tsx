import { Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Relative height of an item of a given width/height ratio, plus room for the card's text. */
const CARD_CHROME = 0.45;

/**
 * Places each item in the currently shortest column, judged from the ratios the items declare,
 * so appending a page only adds to the ends of columns and nothing already shown moves.
 */
export function Masonry<T>({
  items,
  columns,
  ratioOf,
  render,
  gap = '4',
}: {
  items: T[];
  columns: number;
  ratioOf: (item: T) => number;
  render: (item: T, index: number) => ReactNode;
  gap?: string;
}) {
  const stacks: { item: T; index: number }[][] = Array.from({ length: columns }, () => []);
  const heights = new Array<number>(columns).fill(0);
  items.forEach((item, index) => {
    const shortest = heights.indexOf(Math.min(...heights));
    stacks[shortest].push({ item, index });
    heights[shortest] += 1 / ratioOf(item) + CARD_CHROME;
  });
  return (
    <Flex gap={gap} align="flex-start">
      {stacks.map((stack, column) => (
        <Stack key={column} gap={gap} flex="1" minW="0">
          {stack.map(({ item, index }) => render(item, index))}
        </Stack>
      ))}
    </Flex>
  );
}
