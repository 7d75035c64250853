import { Badge, HStack } from '@chakra-ui/react';
import { CredentialsBadge } from '@/components/credentials/credentials-badge';
import { toolLabel } from '@/lib/tools';
import type { AdminVideo } from '../api/types';

const MODERATION: Record<AdminVideo['moderationState'], string | null> = {
  none: null,
  pending_review: 'Hidden pending review',
  removed: 'Removed',
};

/** Processing status, visibility, moderation state and Content Credentials at a glance. */
export function VideoBadges({ video }: { video: AdminVideo }) {
  const moderation = MODERATION[video.moderationState];
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={video.status === 'failed' ? 'red' : video.status === 'processing' ? 'orange' : 'gray'} variant="surface">
        {video.status === 'ready' ? 'Ready' : video.status === 'failed' ? 'Failed' : 'Processing'}
      </Badge>
      <Badge colorPalette={video.isPublic ? 'green' : 'gray'} variant="surface">
        {video.isPublic ? 'Public' : 'Not public'}
      </Badge>
      {moderation && (
        <Badge colorPalette={video.moderationState === 'removed' ? 'red' : 'orange'} variant="surface">
          {moderation}
        </Badge>
      )}
      <CredentialsBadge state={video.credentialsState} />
      {video.toolDisputed && (
        <Badge colorPalette="orange" variant="surface">
          Uploader said {toolLabel(video.toolUsed)}; Content Credentials say {toolLabel(video.verifiedTool)}
        </Badge>
      )}
      {video.creator.isBanned && (
        <Badge colorPalette="red" variant="solid">
          Owner suspended
        </Badge>
      )}
    </HStack>
  );
}
