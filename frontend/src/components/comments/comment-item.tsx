import { Box, Button, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { IconButton } from '../ui/icon-button';
import { Heart, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { useLikeComment } from '@/api/comments/like-comment';
import type { CurrentUser, VideoComment } from '@/api/types';
import { countNoun } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { timeAgo } from '@/lib/relative-time';
import { useAccountAction } from '@/lib/use-account-action';
import { PersonMenu } from '../safety/person-menu';
import { UserAvatar } from '../ui/user-avatar';
import { ReportCommentDialog } from './report-comment-dialog';

interface Props {
  comment: VideoComment;
  videoId: string;
  viewer: CurrentUser | null | undefined;
  canDelete: boolean;
  onDelete(commentId: string): void;
}

/** Memoized: the list grows one comment per task (see comment-list.tsx), and the ones shown already need no new render. */
export const CommentItem = memo(function CommentItem(props: Props) {
  const [revealed, setRevealed] = useState(false);
  if (props.comment.hiddenReason === 'muted' && !revealed) return <CollapsedComment onShow={() => setRevealed(true)} />;
  return <ShownComment {...props} />;
});

/** A comment of someone the viewer muted, or holding one of their muted words: folded until asked. */
function CollapsedComment({ onShow }: { onShow(): void }) {
  return (
    <Flex as="li" gap="3" align="center" listStyleType="none" color="fg.muted" fontSize="sm">
      <Text flex="1">Hidden: muted</Text>
      <Button size="xs" variant="ghost" onClick={onShow}>
        Show
      </Button>
    </Flex>
  );
}

function ShownComment({ comment, videoId, viewer, canDelete, onDelete }: Props) {
  const like = useLikeComment(videoId);
  const [reporting, setReporting] = useState(false);
  // Signed-in viewers report others' comments; nobody reports their own.
  const canReport = !!viewer && viewer.id !== comment.userId;
  const name = comment.displayName || comment.username || 'User';
  // A visitor signs in first; back here, the comment is liked once.
  const guard = useAccountAction(`comment:${comment.id}`, { like: () => !comment.isLiked && like.mutate({ commentId: comment.id, like: true }) });
  const toggleLike = () => guard('like', () => like.mutate({ commentId: comment.id, like: !comment.isLiked }));

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
        {canReport && (
          <>
            <PersonMenu
              person={{ id: comment.userId, username: comment.username, displayName: comment.displayName }}
              report={{ label: 'Report comment', onReport: () => setReporting(true) }}
            />
            <ReportCommentDialog commentId={comment.id} open={reporting} onOpenChange={setReporting} />
          </>
        )}
      </HStack>
    </Flex>
  );
}
