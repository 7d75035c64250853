import { Button, HStack } from '@chakra-ui/react';
import { Ban, RotateCcw, Trash2 } from 'lucide-react';
import type { AdminVideo } from '../api/types';
import type { ModerationActions } from './use-moderation-actions';

/** Restore, Remove and Ban owner, each as large as a fingertip. */
export function VideoActions({ video, actions }: { video: AdminVideo; actions: ModerationActions }) {
  // A failed video cannot be made visible: there is nothing to play.
  const canRestore = video.status !== 'failed';
  return (
    <HStack gap="2" wrap="wrap">
      {canRestore && (
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
      {video.moderationState !== 'removed' && (
        <Button minH="11" size="sm" colorPalette="red" variant="outline" onClick={() => actions.askRemove(video)}>
          <Trash2 aria-hidden /> Remove
        </Button>
      )}
      {!video.creator.isBanned && (
        <Button minH="11" size="sm" variant="outline" onClick={() => actions.askBan(video)}>
          <Ban aria-hidden /> Ban owner
        </Button>
      )}
    </HStack>
  );
}
