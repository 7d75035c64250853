import { Text, type TextProps } from '@chakra-ui/react';
import type { components } from '@/api/schema';

type Moderated = Pick<components['schemas']['VideoFeedDto'], 'moderationState' | 'moderationReason'>;

/** What the owner is told about their video's moderation, or null (the API sets it only in the owner's own views). */
export function moderationText(video: Moderated): string | null {
  if (video.moderationState === 'removed') return video.moderationReason ? `Removed by moderation: ${video.moderationReason}` : 'Removed by moderation';
  if (video.moderationState === 'pending_review') return 'Hidden pending review';
  return null;
}

/** "Removed by moderation: {reason}" or "Hidden pending review", on the owner's video. */
export function ModerationNotice({ video, ...props }: { video: Moderated } & TextProps) {
  const text = moderationText(video);
  if (!text) return null;
  return (
    <Text fontSize="sm" color={video.moderationState === 'removed' ? 'fg.error' : 'fg.warning'} role="status" wordBreak="break-word" {...props}>
      {text}
    </Text>
  );
}
