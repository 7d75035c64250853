import { Card, Flex, Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react';

export function VideoCardSkeleton({ ratio = 16 / 9 }: { ratio?: number }) {
  return (
    <Card.Root variant="outline" overflow="hidden" bg="bg.panel" aria-hidden>
      <Skeleton style={{ aspectRatio: String(ratio) }} rounded="0" />
      <Card.Body p="3" gap="3">
        <Flex gap="2" align="center">
          <SkeletonCircle size="6" />
          <Skeleton h="3" flex="1" />
        </Flex>
        <SkeletonText noOfLines={2} />
      </Card.Body>
    </Card.Root>
  );
}
