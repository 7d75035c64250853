import { Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { masonryColumns } from './masonry-columns';

/** Items in columns, each in the currently shortest one (see masonryColumns). */
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
  return (
    <Flex gap={gap} align="flex-start">
      {masonryColumns(items, columns, ratioOf).map((stack, column) => (
        <Stack key={column} gap={gap} flex="1" minW="0">
          {stack.map(({ item, index }) => render(item, index))}
        </Stack>
      ))}
    </Flex>
  );
}
