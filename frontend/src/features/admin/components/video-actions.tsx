import { Button, HStack, Text } from '@chakra-ui/react';
import { Ban, RotateCcw, Trash2 } from 'lucide-react';
import type { AdminVideo } from '../api/types';
import type { ModerationActions } from './use-moderation-actions';

/** Restore, Remove and Ban owner where the viewer may, each as large as a fingertip; else why not. */
export function VideoActions({ video, actions }: { video: AdminVideo; actions: ModerationActions }) {
  const offers = actions.offers(video);
  return (
    <HStack gap="2" wrap="wrap">
      {offers.refused && (
        <Text fontSize="sm" color="fg.muted">
          {offers.refused}
        </Text>
      )}
      {offers.restore && (
        <Button
          minH="11"
          size="sm"
          colorPalette="purple"
          onClick={() => actions.restore(video)}
          loading={actions.restoring === video.id}
          loadingText="Restoring..."
        >
          <RotateCcw aria-hidden /> Restore
        </Button>
      )}
      {offers.remove && (
        <Button minH="11" size="sm" colorPalette="red" variant="outline" onClick={() => actions.askRemove(video)}>
          <Trash2 aria-hidden /> Remove
        </Button>
      )}
      {offers.banOwner && (
        <Button minH="11" size="sm" variant="outline" onClick={() => actions.askBan(video)}>
          <Ban aria-hidden /> Ban owner
        </Button>
      )}
    </HStack>
  );
}
