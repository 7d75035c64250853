import { Box, Button, Center, Flex, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatCount } from '@/lib/format-count';
import { usePageTitle } from '@/lib/use-page-title';
import { usePopularTags } from '../api/get-popular-tags';
import { useSearch } from '../api/get-search';
import { SEARCH_TYPES, searchPath, selectionOf, watchPath, type SearchSelection } from '../api/search-params';
import { SearchBox } from './search-box';
import { SearchFilters } from './search-filters';
import { VideoResult } from './video-result';

const RowLink = chakra(RouterLink);

function PopularTags() {
  const popular = usePopularTags(true);
  const tags = popular.data?.tags ?? [];
  if (tags.length === 0) return null;
  return (
    <Stack align="center" gap="3">
      <Text color="fg.muted">Try a popular tag:</Text>
      <Flex gap="2" wrap="wrap" justify="center">
        {tags.map(({ tag }) => (
          <Button key={tag} asChild size="sm" variant="outline" rounded="full" minH="11">
            <RouterLink to={searchPath({ q: `#${tag}` })}>#{tag}</RouterLink>
          </Button>
        ))}
      </Flex>
    </Stack>
  );
}

function NoResults({ q }: { q: string }) {
  return (
    <Center py="12" px="4">
      <Stack align="center" gap="4" textAlign="center">
        <Box color="fg.muted">
          <SearchX size={40} aria-hidden />
        </Box>
        <Heading as="h2" size="md">
          {q ? `Nothing matches “${q}”` : 'Search GenAlpha'}
        </Heading>
        <Text color="fg.muted">{q ? 'Check the spelling, use fewer words, or try a tag.' : 'Find videos by their prompt, title, tool or creator.'}</Text>
        <PopularTags />
      </Stack>
    </Center>
  );
}

/** How far below the screen the end of the list may be when the next page is fetched (as the feed does). */
const FETCH_MARGIN = '800px';

/** The next page of any tab: fetched as the end of the list comes near, or with the button (keyboard, or no IntersectionObserver). */
function MoreResults({ fetching, fetchMore }: { fetching: boolean; fetchMore: () => unknown }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !fetching) fetchMore();
      },
      { rootMargin: FETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [fetching, fetchMore]);
  return (
    <Center ref={sentinel} py="4">
      <Button variant="outline" minH="11" loading={fetching} onClick={() => fetchMore()}>
        Show more results
      </Button>
    </Center>
  );
}

function Results({ selection }: { selection: SearchSelection }) {
  const search = useSearch(selection);
  const pages = search.data?.pages ?? [];
  const words = pages[0]?.words ?? [];
  const videos = pages.flatMap((page) => page.videos);
  const creators = pages.flatMap((page) => page.creators);
  const tags = pages.flatMap((page) => page.tags);

  if (search.isPending)
    return (
      <Center py="12" role="status" aria-label="Searching">
        <Spinner />
      </Center>
    );
  if (search.isError)
    return (
      <Stack align="center" py="12" gap="3">
        <Text>Search failed: {search.error.message}</Text>
        <Button onClick={() => search.refetch()}>Try again</Button>
      </Stack>
    );
  if (videos.length + creators.length + tags.length === 0) return <NoResults q={selection.q} />;
  return (
    <Stack gap="1">
      {videos.map((video) => (
        <VideoResult key={video.id} video={video} words={words} playerPath={watchPath(video.id, selection)} />
      ))}
      {creators.map((creator) => (
        <RowLink
          key={creator.id}
          to={`/profile/${creator.username}`}
          display="flex"
          alignItems="center"
          gap="3"
          p="2"
          minH="11"
          rounded="xl"
          _hover={{ bg: 'bg.muted' }}
        >
          <UserAvatar person={creator} size="md" />
          <Box minW="0" flex="1">
            <Text fontWeight="semibold" truncate>
              {creator.displayName}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              @{creator.username} · {formatCount(creator.followersCount)} followers · {formatCount(creator.videosCount)} videos
            </Text>
          </Box>
        </RowLink>
      ))}
      {tags.map(({ tag, videos: count }) => (
        <RowLink
          key={tag}
          to={searchPath({ q: `#${tag}` })}
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          p="3"
          minH="11"
          rounded="xl"
          _hover={{ bg: 'bg.muted' }}
        >
          <Text fontWeight="semibold">#{tag}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatCount(count)} videos
          </Text>
        </RowLink>
      ))}
      {search.hasNextPage && <MoreResults fetching={search.isFetchingNextPage} fetchMore={search.fetchNextPage} />}
    </Stack>
  );
}

/** /search?q=…: the results in tabs (Videos, Creators, Tags), the videos' filters, and on phones the search field itself. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selection = selectionOf(params);
  const q = selection.q.trim();
  usePageTitle(q ? `Search: ${q}` : 'Search');
  const select = (next: SearchSelection) => navigate(searchPath(next), { replace: true });

  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Box display={{ base: 'block', lg: 'none' }}>
        <SearchBox initial={selection.q} autoFocus={!q} label="Search GenAlpha" />
      </Box>
      <Heading as="h1" size="lg" truncate>
        {q ? `Results for “${q}”` : 'Search'}
      </Heading>
      {q && (
        <>
          <Flex role="tablist" aria-label="Results" gap="1" borderBottomWidth="1px" borderColor="border.muted">
            {SEARCH_TYPES.map(({ value, label }) => (
              <Button
                key={value}
                role="tab"
                aria-selected={selection.type === value}
                variant="ghost"
                minH="11"
                rounded="none"
                borderBottomWidth="2px"
                borderColor={selection.type === value ? 'brand.solid' : 'transparent'}
                fontWeight={selection.type === value ? 'semibold' : 'medium'}
                onClick={() => select({ ...selection, type: value })}
              >
                {label}
              </Button>
            ))}
          </Flex>
          {selection.type === 'videos' && <SearchFilters selection={selection} onChange={select} />}
        </>
      )}
      {q ? <Results selection={{ ...selection, q }} /> : <NoResults q="" />}
    </Stack>
  );
}
