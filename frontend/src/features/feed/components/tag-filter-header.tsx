import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Hash, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** Above a feed narrowed to one tag: which tag, and the way back to every video. */
export function TagFilterHeader({ tag }: { tag: string }) {
  return (
    <Flex align="center" justify="space-between" gap="3" mb="4" py="2" borderBottomWidth="1px" borderColor="border.muted">
      <Flex align="center" gap="3" minW="0">
        <Flex align="center" justify="center" boxSize="10" rounded="full" bg="purple.500/15" color="brand.fg" flexShrink={0}>
          <Hash size={20} aria-hidden />
        </Flex>
        <Flex direction="column" minW="0">
          <Heading as="h1" size="lg" truncate>
            #{tag}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Videos tagged #{tag}
          </Text>
        </Flex>
      </Flex>
      <Button asChild variant="outline" size="sm" flexShrink={0}>
        <RouterLink to="/" aria-label={`Clear the #${tag} filter`}>
          <X aria-hidden /> Clear
        </RouterLink>
      </Button>
    </Flex>
  );
}
