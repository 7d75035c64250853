import { Box, Button, Flex, HStack, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Heart, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useLikeComment } from '@/api/comments/like-comment';
import type { CurrentUser, VideoComment } from '@/api/types';
import { countNoun } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { timeAgo } from '@/lib/relative-time';
import { UserAvatar } from '../ui/user-avatar';

interface Props {
  comment: VideoComment;
  videoId: string;
  viewer: CurrentUser | null | undefined;
  canDelete: boolean;
  onDelete(commentId: string): void;
}

export function CommentItem({ comment, videoId, viewer, canDelete, onDelete }: Props) {
  const navigate = useNavigate();
  const like = useLikeComment(videoId);
  const name = comment.displayName || comment.username || 'User';

  const toggleLike = () => {
    if (!viewer) return navigate('/auth');
    like.mutate({ commentId: comment.id, like: !comment.isLiked });
  };

  return (
    <Flex as="li" gap="3" align="flex-start" listStyleType="none">
      <UserAvatar person={comment} size="xs" mt="0.5" />
      <Box flex="1" minW="0">
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {comment.username && <Text color="fg.muted">@{comment.username}</Text>}
          <Text color="fg.muted" fontSize="xs">
            {timeAgo(comment.createdAt)}
          </Text>
        </HStack>
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {comment.text}
        </Text>
      </Box>
      <HStack gap="0">
        <Button
          size="xs"
          variant="ghost"
          onClick={toggleLike}
          disabled={like.isPending}
          aria-pressed={comment.isLiked}
          title={comment.isLiked ? 'Unlike comment' : 'Like comment'}
          color={comment.isLiked ? 'pink.500' : 'fg.muted'}
          px="1.5"
        >
          <Heart fill={comment.isLiked ? 'currentColor' : 'none'} aria-hidden />
          {comment.likesCount > 0 && formatCount(comment.likesCount)}
          <VisuallyHidden>{comment.likesCount > 0 ? ` ${countNoun(comment.likesCount, 'like')}` : 'Like comment'}</VisuallyHidden>
        </Button>
        {canDelete && (
          <IconButton size="xs" variant="ghost" color="fg.muted" aria-label="Delete comment" onClick={() => onDelete(comment.id)}>
            <Trash2 />
          </IconButton>
        )}
      </HStack>
    </Flex>
  );
}
