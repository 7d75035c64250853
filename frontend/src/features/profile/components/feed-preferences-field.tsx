import { Button, Flex, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { countLabel } from '@/lib/count-label';
import { useFeedPreferences } from '../api/get-feed-preferences';
import { useResetFeedPreferences } from '../api/reset-feed-preferences';

/** In the profile settings: how many videos were marked "Not interested" in For You, and a reset. */
export function FeedPreferencesField({ disabled }: { disabled: boolean }) {
  const preferences = useFeedPreferences();
  const reset = useResetFeedPreferences();
  const count = preferences.data?.notInterestedCount ?? 0;
  const run = () =>
    reset.mutate(undefined, {
      onSuccess: () => toastSuccess('For You reset', 'Videos you marked "Not interested" can show up again.'),
      onError: (error) => toastError('Reset failed', errorMessage(error, 'Please try again.')),
    });
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm">For You: {preferences.isPending ? '…' : countLabel(count, 'video')} marked “Not interested”</Text>
      <Button size="sm" variant="outline" onClick={run} loading={reset.isPending} disabled={disabled || count === 0}>
        Reset For You
      </Button>
    </Flex>
  );
}
