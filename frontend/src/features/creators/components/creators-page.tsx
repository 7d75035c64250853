import { Box, Container, Flex, Heading, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Search, Trophy, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { SelectField } from '@/components/ui/select-field';
import { useCreators, type CreatorSort } from '../api/get-creators';
import { CreatorCard } from './creator-card';

export const SORT_OPTIONS: { value: CreatorSort; label: string }[] = [
  { value: 'totalViews', label: 'Most views' },
  { value: 'totalLikes', label: 'Most likes' },
  { value: 'followersCount', label: 'Most followers' },
  { value: 'videosCount', label: 'Most videos' },
  { value: 'remixesCount', label: 'Most remixed' },
  { value: 'userNumber', label: 'First to join' },
];

const SEARCH_DELAY_MS = 250;

export function CreatorsPage() {
  const [sort, setSort] = useState<CreatorSort>('totalViews');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(query.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
  const creators = useCreators(sort, search);

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Box textAlign="center">
          <Flex justify="center" color="yellow.400" mb="2">
            <Trophy size={36} aria-hidden />
          </Flex>
          <Heading as="h1" size="2xl">
            Creators
          </Heading>
          <Text color="fg.muted">The generationalpha leaderboard</Text>
        </Box>

        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <InputGroup flex="1" startElement={<Search size={16} aria-hidden />}>
            <Input
              type="search"
              placeholder="Search creators..."
              aria-label="Search creators"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </InputGroup>
          <SelectField w={{ base: 'full', sm: '52' }} aria-label="Sort creators" value={sort} options={SORT_OPTIONS} onChange={setSort} />
        </Flex>

        {creators.isPending ? (
          <Stack gap="3" role="status" aria-label="Loading creators">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} h="20" rounded="xl" />
            ))}
          </Stack>
        ) : creators.isError ? (
          <ErrorState title="Unable to Load Creators" description="Please try again later." onRetry={() => creators.refetch()} />
        ) : creators.data.creators.length === 0 ? (
          <Stack align="center" py="16" gap="2" textAlign="center">
            <Box color="fg.muted">
              <Users size={40} aria-hidden />
            </Box>
            <Heading as="h2" size="md">
              No creators found
            </Heading>
            <Text color="fg.muted">{search ? 'Try adjusting your search query.' : 'No creators available yet.'}</Text>
          </Stack>
        ) : (
          <Stack gap="3" as="ol" m="0" p="0" opacity={creators.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
            {creators.data.creators.map((creator) => (
              <Box as="li" key={creator.id} listStyleType="none">
                <CreatorCard creator={creator} />
              </Box>
            ))}
          </Stack>
        )}

        {creators.data && creators.data.creators.length > 0 && (
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            Showing {creators.data.creators.length} of {creators.data.total} creators
          </Text>
        )}
      </Stack>
    </Container>
  );
}
