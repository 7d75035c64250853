import { Button, Center } from '@chakra-ui/react';

export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad(): void }) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button variant="outline" minH="11" onClick={onLoad} loading={loading} loadingText="Loading...">
        Load more
      </Button>
    </Center>
  );
}
