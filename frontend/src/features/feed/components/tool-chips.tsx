import { Button, Flex } from '@chakra-ui/react';
import { TOOLS, type ToolOption } from '@genalpha/shared/domain';
import { useNavigate } from 'react-router-dom';
import { searchOf, type FeedSelection } from '../api/feed-selection';

/** All, then one chip per tool: narrows the tab shown to videos made with that tool (`?tool=`). */
export function ToolChips({ selection }: { selection: FeedSelection }) {
  const navigate = useNavigate();
  const choose = (tool: ToolOption | undefined) => navigate({ pathname: '/', search: searchOf({ ...selection, tool }) }, { replace: true });
  const chips: { value: ToolOption | undefined; label: string }[] = [{ value: undefined, label: 'All' }, ...TOOLS];
  return (
    <Flex
      role="group"
      aria-label="Filter by tool"
      gap="2"
      mb="4"
      overflowX="auto"
      mx={{ base: '-3', md: '0' }}
      px={{ base: '3', md: '0' }}
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
    >
      {chips.map(({ value, label }) => {
        const chosen = selection.tool === value;
        return (
          <Button
            key={label}
            size="sm"
            rounded="full"
            flexShrink={0}
            variant={chosen ? 'solid' : 'outline'}
            colorPalette={chosen ? 'purple' : 'gray'}
            aria-pressed={chosen}
            onClick={() => !chosen && choose(value)}
          >
            {label}
          </Button>
        );
      })}
    </Flex>
  );
}
