import { Box, Button, Flex, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { Clock, Hash, Search, User, Video } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPhone } from '@/lib/playback';
import { useSuggestions } from '../api/get-suggestions';
import { searchPath } from '../api/search-params';
import { clearRecentSearches, rememberSearch, useRecentSearches } from './recent-searches';

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 200;

type Option =
  | { kind: 'search' | 'recent'; text: string }
  | { kind: 'video'; id: string; text: string; detail: string }
  | { kind: 'creator'; username: string; text: string; detail: string }
  | { kind: 'tag'; tag: string; text: string; detail: string };

const ICONS: Record<Option['kind'], ReactNode> = {
  search: <Search size={16} aria-hidden />,
  recent: <Clock size={16} aria-hidden />,
  video: <Video size={16} aria-hidden />,
  creator: <User size={16} aria-hidden />,
  tag: <Hash size={16} aria-hidden />,
};

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const Form = chakra('form');

/**
 * The search field with its suggestions (a combobox): as one types, after a pause, a few videos,
 * creators and tags; with nothing typed, the recent searches. ↑/↓ move through them, Enter opens
 * one (or searches what is typed), Escape closes the list.
 */
export function SearchBox({ initial = '', autoFocus = false, label = 'Search' }: { initial?: string; autoFocus?: boolean; label?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const typed = text.trim();
  const suggestions = useSuggestions(useDebounced(typed, SUGGEST_DEBOUNCE_MS));
  const recent = useRecentSearches();

  useEffect(() => setText(initial), [initial]);

  const found = typed && suggestions.data ? suggestions.data : null;
  const options: Option[] = typed
    ? [
        { kind: 'search', text: typed },
        ...(found?.videos ?? []).map((video): Option => ({ kind: 'video', id: video.id, text: video.title, detail: video.creatorDisplayName })),
        ...(found?.creators ?? []).map((creator): Option => ({
          kind: 'creator',
          username: creator.username,
          text: creator.displayName,
          detail: `@${creator.username}`,
        })),
        ...(found?.tags ?? []).map((tag): Option => ({ kind: 'tag', tag: tag.tag, text: `#${tag.tag}`, detail: `${tag.videos} videos` })),
      ]
    : recent.map((item): Option => ({ kind: 'recent', text: item }));
  const shown = open && (options.length > 0 || (!typed && recent.length > 0));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: Option) => {
    close();
    input.current?.blur();
    switch (option.kind) {
      case 'search':
      case 'recent':
        rememberSearch(option.text);
        navigate(searchPath({ q: option.text }));
        break;
      case 'video':
        rememberSearch(typed);
        navigate(isPhone() ? `/watch/${option.id}` : `/video/${option.id}`);
        break;
      case 'creator':
        navigate(`/profile/${option.username}`);
        break;
      case 'tag':
        navigate(searchPath({ q: `#${option.tag}` }));
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: moving past either end comes back to it.
      const count = options.length + 1;
      setActive((current) => ((current + 1 + step + count) % count) - 1);
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Enter' && shown && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  return (
    <Box position="relative" w="full">
      <Form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed) choose({ kind: 'search', text: typed });
        }}
      >
        <Box position="relative">
          <Box position="absolute" left="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
            <Search size={18} aria-hidden />
          </Box>
          <Input
            ref={input}
            type="search"
            name="q"
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 && active < options.length ? `${listId}-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Search prompts, titles, creators, #tags"
            autoFocus={autoFocus}
            value={text}
            h="11"
            ps="10"
            rounded="full"
            bg="bg.muted"
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
          />
        </Box>
      </Form>
      <Box
        hidden={!shown}
        position="absolute"
        top="calc(100% + 6px)"
        insetX="0"
        zIndex="popover"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        boxShadow="lg"
        py="1"
        maxH="70vh"
        overflowY="auto"
      >
        {!typed && recent.length > 0 && (
          <Flex justify="space-between" align="center" px="3" pt="1">
            <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
              Recent searches
            </Text>
            <Button size="xs" variant="ghost" minH="11" onMouseDown={(event) => event.preventDefault()} onClick={clearRecentSearches}>
              Clear
            </Button>
          </Flex>
        )}
        <chakra.ul id={listId} role="listbox" aria-label="Suggestions" listStyleType="none" m="0" p="0">
          {options.map((option, index) => (
            <chakra.li
              key={`${option.kind}-${option.text}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              display="flex"
              alignItems="center"
              gap="3"
              minH="11"
              px="3"
              cursor="pointer"
              bg={index === active ? 'bg.muted' : undefined}
              _hover={{ bg: 'bg.muted' }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <Box color="fg.muted" flexShrink={0}>
                {ICONS[option.kind]}
              </Box>
              <HStack gap="2" minW="0" flex="1" justify="space-between">
                <Text truncate>{option.kind === 'search' ? `Search for “${option.text}”` : option.text}</Text>
                {'detail' in option && (
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                    {option.detail}
                  </Text>
                )}
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
    </Box>
  );
}
