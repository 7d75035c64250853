import { Box, Button, Card, Collapsible, Flex, HStack, IconButton, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { ChevronDown, Eye, Flag, Heart, MessageCircle, Pencil, Share2, Trash2 } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/api/session/get-current-user';
import type { FeedVideo } from '@/api/types';
import { useLikeVideo } from '@/api/videos/like-video';
import { recordView } from '@/api/videos/record-view';
import { reportBroken } from '@/api/videos/report-broken';
import { patchVideoInLists, removeVideoFromLists } from '@/api/videos/video-cache';
import { countNoun } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { timeAgo } from '@/lib/relative-time';
import { absoluteUrl, shareLink } from '@/lib/share';
import { toastSuccess } from '../ui/toast';
import { UserAvatar } from '../ui/user-avatar';
import { CardDetails } from './card-details';
import { CardMedia } from './card-media';
import { DeleteVideoDialog } from './delete-video-dialog';
import { EditVideoDialog } from './edit-video-dialog';
import { ReportDialog } from './report-dialog';

const CreatorLink = chakra(RouterLink);

export function profilePath(creator: { id: string; username: string | null }): string {
  return creator.username ? `/profile/${creator.username}` : `/profile?id=${creator.id}`;
}

type OpenDialog = 'report' | 'edit' | 'delete' | null;

interface Props {
  video: FeedVideo;
  priority?: boolean;
  /** Smaller controls, for the profile's two-column grid. */
  compact?: boolean;
  /** What a visitor's like does; by default it opens the sign-in page. */
  onSignInRequired?(): void;
}

/** One video in a grid: poster and muted loop, counts, actions, and an expandable details panel. */
export const VideoCard = memo(function VideoCard({ video, priority = false, compact = false, onSignInRequired }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: viewer } = useCurrentUser();
  const like = useLikeVideo();
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const isOwner = !!viewer && viewer.id === video.creator.id;
  const creatorName = video.creator.displayName || video.creator.username || 'Creator';

  const countView = () => {
    patchVideoInLists(queryClient, video.id, { viewsCount: video.viewsCount + 1 });
    recordView(video.id).catch((error) => {
      console.error('Failed to record view', error);
      patchVideoInLists(queryClient, video.id, { viewsCount: video.viewsCount });
    });
  };

  const onUnavailable = () =>
    reportBroken(video.id)
      .then((result) => {
        if (result.hidden || result.alreadyHidden) removeVideoFromLists(queryClient, video.id);
      })
      .catch((error) => console.error('Failed to report a broken video', error));

  const requireUser = (action: () => void) => () => (viewer ? action() : navigate('/auth'));

  const toggleLike = () => {
    if (viewer) like.mutate({ videoId: video.id, like: !video.isLiked });
    else if (onSignInRequired) onSignInRequired();
    else navigate('/auth');
  };
  const size = compact ? 'xs' : 'sm';

  const openComments = requireUser(() => {
    setExpanded(true);
    window.setTimeout(() => composerRef.current?.focus(), 250);
  });

  const share = async () => {
    const outcome = await shareLink(absoluteUrl(`/video/${video.id}`), video.title);
    if (outcome === 'copied') toastSuccess('Video link copied!');
  };

  return (
    <Card.Root as="article" overflow="hidden" variant="outline" bg="bg.panel" aria-label={video.title}>
      <CardMedia video={video} priority={priority} onFirstPlay={countView} onUnavailable={onUnavailable} />
      <Card.Body p={compact ? '2' : '3'} gap="2">
        <Flex align="center" gap="2" minW="0">
          <CreatorLink to={profilePath(video.creator)} display="flex" alignItems="center" gap="2" minW="0" flex="1" rounded="md">
            <UserAvatar person={video.creator} size="xs" />
            <Text fontSize="sm" fontWeight="medium" truncate>
              {creatorName}
            </Text>
          </CreatorLink>
          <HStack gap="1" color="fg.muted" fontSize="xs" flexShrink={0}>
            <Eye size={14} aria-hidden />
            <Text as="span">{formatCount(video.viewsCount)}</Text>
            <VisuallyHidden>{` ${countNoun(video.viewsCount, 'view')}`}</VisuallyHidden>
          </HStack>
        </Flex>
        <Box>
          <Text fontWeight="semibold" lineClamp={2} lineHeight="short">
            {video.title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {timeAgo(video.createdAt)}
          </Text>
        </Box>
        {video.status === 'failed' && isOwner && (
          <Text fontSize="xs" color="fg.error">
            Processing failed{video.failureReason ? `: ${video.failureReason}` : ''}
          </Text>
        )}
        <Flex align="center" justify="space-between" gap="1" mx="-1.5">
          <HStack gap="0" wrap="wrap">
            <Button
              size={size}
              variant="ghost"
              px="2"
              onClick={toggleLike}
              disabled={like.isPending}
              aria-pressed={video.isLiked}
              title={video.isLiked ? 'Unlike' : 'Like'}
              color={video.isLiked ? 'pink.500' : undefined}
            >
              <Heart fill={video.isLiked ? 'currentColor' : 'none'} aria-hidden />
              {formatCount(video.likesCount)}
              <VisuallyHidden>{` ${countNoun(video.likesCount, 'like')}`}</VisuallyHidden>
            </Button>
            <Button size={size} variant="ghost" px="2" onClick={openComments} title="Comments">
              <MessageCircle aria-hidden />
              {formatCount(video.commentsCount)}
              <VisuallyHidden>{` ${countNoun(video.commentsCount, 'comment')}`}</VisuallyHidden>
            </Button>
            <IconButton size={size} variant="ghost" aria-label="Share" onClick={share}>
              <Share2 />
            </IconButton>
            <IconButton size={size} variant="ghost" aria-label="Report" onClick={requireUser(() => setDialog('report'))}>
              <Flag />
            </IconButton>
            {isOwner && (
              <>
                <IconButton size={size} variant="ghost" aria-label="Edit video" onClick={() => setDialog('edit')}>
                  <Pencil />
                </IconButton>
                <IconButton size={size} variant="ghost" aria-label="Delete video" onClick={() => setDialog('delete')}>
                  <Trash2 />
                </IconButton>
              </>
            )}
          </HStack>
          <IconButton
            size={size}
            variant="ghost"
            aria-label={expanded ? 'Hide details' : 'Show details'}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            <Box as={ChevronDown} transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
          </IconButton>
        </Flex>
        <Collapsible.Root open={expanded} lazyMount>
          <Collapsible.Content>
            <CardDetails video={video} viewer={viewer} composerRef={composerRef} />
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
      {dialog === 'report' && <ReportDialog videoId={video.id} open onOpenChange={(open) => !open && setDialog(null)} />}
      {dialog === 'edit' && <EditVideoDialog video={video} open onOpenChange={(open) => !open && setDialog(null)} />}
      {dialog === 'delete' && <DeleteVideoDialog videoId={video.id} title={video.title} open onOpenChange={(open) => !open && setDialog(null)} />}
    </Card.Root>
  );
});
