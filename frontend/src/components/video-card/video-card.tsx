import { Box, Button, Card, Collapsible, Flex, HStack, Spinner, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { IconButton } from '../ui/icon-button';
import { ChevronDown, Clapperboard, Eye, Heart, MessageCircle, Share2 } from 'lucide-react';
import { Suspense, memo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/api/session/get-current-user';
import { errorMessage } from '@/api/client';
import { useNotInterested } from '@/api/feed/not-interested';
import type { FeedReason, FeedVideo } from '@/api/types';
import { useLikeVideo } from '@/api/videos/like-video';
import { useRecordView } from '@/api/videos/record-view';
import { reportBroken } from '@/api/videos/report-broken';
import { removeVideoFromLists } from '@/api/videos/video-cache';
import { countNoun } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { timeAgo } from '@/lib/relative-time';
import { lazyNamed } from '@/lib/lazy-named';
import { useAccountAction } from '@/lib/use-account-action';
import { absoluteUrl, shareLink } from '@/lib/share';
import { mayRemix, remixPath } from '@/lib/remix';
import { toastError, toastSuccess } from '../ui/toast';
import { UserAvatar } from '../ui/user-avatar';
import { CardMedia } from './card-media';
import { DeleteVideoDialog, EditVideoDialog, ReportDialog, WhyDialog } from './lazy-dialogs';
import { MoreMenu, type MoreAction } from './more-menu';
import { ModerationNotice } from '../moderation/moderation-notice';
import { CredentialsBadge } from '../credentials/credentials-badge';
import { personName } from '../safety/person-name';
import { usePersonSafety } from '../safety/use-person-safety';

const CreatorLink = chakra(RouterLink);
/** The details panel (prompt, tags, comments and their composer) comes with its code when first opened. */
const CardDetails = lazyNamed(() => import('./card-details'), 'CardDetails');

export function profilePath(creator: { id: string; username: string | null }): string {
  return creator.username ? `/profile/${creator.username}` : `/profile?id=${creator.id}`;
}

type OpenDialog = 'report' | 'edit' | 'delete' | 'why' | null;

interface Props {
  /** For You's videos carry the reasons it ranked them. */
  video: FeedVideo & { reasons?: FeedReason[] };
  priority?: boolean;
  /** The immersive player for this video in its feed (`/watch/{id}?feed=…`): a "Watch" action, and a tap on a phone. */
  watchPath?: string;
  /** Shown in For You: the viewer may say "Not interested". */
  forYou?: boolean;
}

/** One video in a grid: poster and muted loop, counts, actions, and an expandable details panel. */
export const VideoCard = memo(function VideoCard({ video, priority = false, watchPath, forYou = false }: Props) {
  const queryClient = useQueryClient();
  const { data: viewer } = useCurrentUser();
  const like = useLikeVideo();
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const isOwner = !!viewer && viewer.id === video.creator.id;
  const creatorName = video.creator.displayName || video.creator.username || 'Creator';

  const recordView = useRecordView();
  const countView = () => recordView(video.id);

  const onUnavailable = () =>
    reportBroken(video.id)
      .then((result) => {
        if (result.hidden || result.alreadyHidden) removeVideoFromLists(queryClient, video.id);
      })
      .catch((error) => console.error('Failed to report a broken video', error));

  const showComposer = () => {
    setExpanded(true);
    window.setTimeout(() => composerRef.current?.focus(), 250);
  };
  // A visitor signs in first; back on this page, the action they asked for is carried out once.
  const guard = useAccountAction(`video:${video.id}`, {
    like: () => !video.isLiked && like.mutate({ videoId: video.id, like: true }),
    comment: showComposer,
    report: () => !isOwner && setDialog('report'),
  });
  const requireUser = (name: string, action: () => void) => () => guard(name, action);

  const toggleLike = requireUser('like', () => like.mutate({ videoId: video.id, like: !video.isLiked }));
  const size = 'sm';

  const openComments = requireUser('comment', showComposer);

  const notInterested = useNotInterested({
    onSuccess: () => toastSuccess("Got it: you'll see fewer videos like this"),
    onError: (error) => toastError('Something went wrong', errorMessage(error, 'Please try again.')),
  });
  const safety = usePersonSafety(video.creator);
  const navigate = useNavigate();
  const select = (action: MoreAction) => {
    if (action === 'remix') navigate(remixPath(video.id));
    else if (action === 'report') requireUser('report', () => setDialog('report'))();
    else if (action === 'not-interested') notInterested.mutate(video.id);
    else if (action === 'mute') safety.setMuted(true);
    else if (action === 'block') safety.askToBlock();
    else setDialog(action);
  };

  const share = async () => {
    const outcome = await shareLink(absoluteUrl(`/video/${video.id}`), video.title);
    if (outcome === 'copied') toastSuccess('Video link copied!');
  };

  return (
    <Card.Root as="article" overflow="hidden" variant="outline" bg="bg.panel" aria-label={video.title} data-video-card="">
      <CardMedia video={video} priority={priority} watchPath={watchPath} onFirstPlay={countView} onUnavailable={onUnavailable} />
      <Card.Body p="3" gap="2">
        <Flex align="center" gap="2" minW="0">
          <CreatorLink to={profilePath(video.creator)} display="flex" alignItems="center" gap="2" minW="0" flex="1" rounded="md" data-touch-target="">
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
          <HStack gap="2" wrap="wrap">
            <Text fontSize="xs" color="fg.muted">
              {timeAgo(video.createdAt)}
            </Text>
            <CredentialsBadge state={video.credentialsState} size="sm" />
          </HStack>
        </Box>
        {isOwner && <ModerationNotice video={video} fontSize="xs" />}
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
            {watchPath && (
              <IconButton asChild size={size} variant="ghost" aria-label="Watch">
                <RouterLink to={watchPath} data-touch-target="">
                  <Clapperboard />
                </RouterLink>
              </IconButton>
            )}
            <MoreMenu
              size={size}
              isOwner={isOwner}
              why={!!video.reasons}
              notInterested={forYou && !!viewer && !isOwner}
              remix={mayRemix(video, viewer?.id)}
              creatorName={viewer && !isOwner ? personName(video.creator) : undefined}
              onSelect={select}
            />
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
            <Suspense fallback={<Spinner size="sm" display="block" mx="auto" my="2" />}>
              <CardDetails video={video} viewer={viewer} composerRef={composerRef} />
            </Suspense>
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
      <Suspense fallback={null}>
        {dialog === 'why' && video.reasons && <WhyDialog reasons={video.reasons} open onOpenChange={(open) => !open && setDialog(null)} />}
        {dialog === 'report' && <ReportDialog videoId={video.id} open onOpenChange={(open) => !open && setDialog(null)} />}
        {dialog === 'edit' && <EditVideoDialog video={video} open onOpenChange={(open) => !open && setDialog(null)} />}
        {dialog === 'delete' && <DeleteVideoDialog videoId={video.id} title={video.title} open onOpenChange={(open) => !open && setDialog(null)} />}
      </Suspense>
      {safety.dialog}
    </Card.Root>
  );
});
