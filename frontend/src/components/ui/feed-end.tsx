import { Button, Stack, Text } from '@chakra-ui/react';
import { ArrowUp, CircleCheck } from 'lucide-react';

export const FEED_END_TEXT = "You're all caught up";

/** The end of a feed or list: says so, with a way back to the top. */
export function FeedEnd() {
  const toTop = () => {
    // At once: a smooth scroll over a long feed is slow and is cut short by cards loading on the way.
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <Stack align="center" gap="3" py="10" textAlign="center" color="fg.muted" data-testid="feed-end">
      <CircleCheck size={32} aria-hidden />
      <Text fontWeight="medium" color="fg">
        {FEED_END_TEXT}
      </Text>
      <Button variant="outline" size="md" minH="11" rounded="full" onClick={toTop}>
        <ArrowUp aria-hidden />
        Back to top
      </Button>
    </Stack>
  );
}
