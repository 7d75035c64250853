import { Badge, Box, Button, Container, Flex, Heading, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/icon-button';
import { ArrowLeft, Eye, Heart, Repeat2, Search, Share2 } from 'lucide-react';
import { useRef, useState, Suspense } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { useCurrentUser } from '@/api/session/get-current-user';
import type { VideoDetail } from '@/api/types';
import { useLikeVideo } from '@/api/videos/like-video';
import { useRecordView } from '@/api/videos/record-view';
import { FollowButton } from '@/components/follow/follow-button';
import { HEADER_OFFSET } from '@/components/layout/chrome-sizes';
import { CaptionText } from '@/components/tags/caption-text';
import { PromptBlock } from '@/components/tags/prompt-block';
import { TagLinks } from '@/components/tags/tag-links';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toastSuccess } from '@/components/ui/toast';
import { UserAvatar } from '@/components/ui/user-avatar';
import { DeleteVideoDialog, EditVideoDialog, ReportDialog } from '@/components/video-card/lazy-dialogs';
import { MoreMenu } from '@/components/video-card/more-menu';
import { profilePath } from '@/components/video-card/video-card';
import { countLabel, countNoun } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { timeAgo } from '@/lib/relative-time';
import { absoluteUrl, shareLink } from '@/lib/share';
import { toolLabel } from '@/lib/tools';
import { useAccountAction } from '@/lib/use-account-action';
import { usePageTitle } from '@/lib/use-page-title';
import { promptSearchPath } from './prompt-search';
import { useSlicedRender } from '@/lib/use-sliced-render';
import { useIsFollowing } from '@/api/follows/get-is-following';
import { useVideo } from '@/api/videos/get-video';
import { CredentialsDetails } from './credentials-details';
import { VideoComments } from './video-comments';
import { VideoNotFound } from './video-not-found';
import { VideoPlayer } from './video-player';
import { PromptActions, PromptDiff } from './prompt-tools';
import { RemixLineage } from './remix-lineage';
import { RemixesGrid } from './remixes-grid';
import { mayRemix, remixPath } from '@/lib/remix';
import { ModerationNotice } from '@/components/moderation/moderation-notice';

const CreatorLink = chakra(RouterLink);

export function VideoPage({ videoId }: { videoId: string }) {
  const video = useVideo(videoId);
  const shown = useSlicedRender(video.data);
  usePageTitle(video.data?.title);
  if (video.isError) {
    const missing = video.error instanceof ApiError && (video.error.status === 404 || video.error.status === 400);
    return missing ? <VideoNotFound /> : <ErrorState title="Unable to load this video" onRetry={() => video.refetch()} />;
  }
  if (video.isPending || !shown) return <PageSpinner />;
  return <VideoView video={shown} />;
}

function VideoView({ video }: { video: VideoDetail }) {
  const navigate = useNavigate();
  const { data: viewer } = useCurrentUser();
  const like = useLikeVideo();
  const [dialog, setDialog] = useState<'report' | 'edit' | 'delete' | null>(null);
  const viewCounted = useRef(false);
  const isOwner = !!viewer && viewer.id === video.creator.id;
  // The spec: a failed is-following call counts as not following.
  const following = useIsFollowing(viewer?.id, video.creator.id);
  const creatorName = video.creator.displayName || video.creator.username || 'Creator';

  // A visitor signs in first; back here, the like they asked for is made once.
  const guard = useAccountAction(`video:${video.id}`, {
    like: () => !video.isLiked && like.mutate({ videoId: video.id, like: true }),
    report: () => !isOwner && setDialog('report'),
  });

  const recordView = useRecordView();
  const onFirstPlay = () => {
    if (viewCounted.current) return;
    viewCounted.current = true;
    recordView(video.id);
  };

  const share = async () => {
    const outcome = await shareLink(absoluteUrl(`/video/${video.id}`), video.title);
    if (outcome === 'copied') toastSuccess('Link copied!', 'Video link has been copied to clipboard.');
  };

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <Box>
      <Box
        position="sticky"
        top={HEADER_OFFSET}
        transition="top 0.2s ease"
        zIndex="docked"
        bg="bg/90"
        backdropFilter="blur(12px)"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Flex maxW="5xl" mx="auto" px={{ base: '2', md: '6' }} h="12" align="center" gap="2">
          <IconButton aria-label="Back" variant="ghost" size="sm" onClick={back}>
            <ArrowLeft />
          </IconButton>
          <Text fontWeight="semibold" truncate>
            {video.title}
          </Text>
        </Flex>
      </Box>

      <Container maxW="5xl" px={{ base: '0', md: '6' }} py={{ base: '0', md: '6' }}>
        <VideoPlayer video={video} onFirstPlay={onFirstPlay} />

        <Stack gap="5" px={{ base: '4', md: '0' }} pt="5">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <HStack gap="3" minW="0">
              <CreatorLink to={profilePath(video.creator)} display="flex" alignItems="center" gap="3" rounded="md" minW="0">
                <UserAvatar person={video.creator} size="md" />
                <Box minW="0">
                  <Text fontWeight="semibold" truncate>
                    {creatorName}
                  </Text>
                  {video.creator.username && (
                    <Text fontSize="sm" color="fg.muted" truncate>
                      @{video.creator.username}
                    </Text>
                  )}
                </Box>
              </CreatorLink>
              {viewer !== undefined && !isOwner && (
                <FollowButton
                  size="sm"
                  rounded="full"
                  flexShrink={0}
                  user={{ id: video.creator.id, displayName: creatorName }}
                  isFollowing={following.data ?? false}
                  disabled={following.isLoading}
                />
              )}
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="purple" variant="surface" size="lg">
                {toolLabel(video.verifiedTool ?? video.toolUsed)}
              </Badge>
              <CredentialsDetails credentials={video.credentials} />
            </HStack>
          </Flex>

          <HStack gap="2" wrap="wrap">
            <Button
              variant={video.isLiked ? 'solid' : 'outline'}
              colorPalette="pink"
              onClick={() => guard('like', () => like.mutate({ videoId: video.id, like: !video.isLiked }))}
              aria-pressed={video.isLiked}
              title={video.isLiked ? 'Unlike' : 'Like'}
            >
              <Heart fill={video.isLiked ? 'currentColor' : 'none'} aria-hidden />
              {formatCount(video.likesCount)}
              <VisuallyHidden>{` ${countNoun(video.likesCount, 'like')}`}</VisuallyHidden>
            </Button>
            <Button variant="outline" onClick={share}>
              <Share2 />
              Share
            </Button>
            {mayRemix(video, viewer?.id) && (
              <Button asChild variant="outline">
                <RouterLink to={remixPath(video.id)} data-touch-target="">
                  <Repeat2 aria-hidden />
                  Remix
                </RouterLink>
              </Button>
            )}
            <MoreMenu
              size="md"
              variant="outline"
              isOwner={isOwner}
              onSelect={(action) => {
                if (action === 'report') guard('report', () => setDialog('report'));
                else if (action === 'edit' || action === 'delete') setDialog(action);
              }}
            />
            <HStack gap="1.5" color="fg.muted" ml="auto" fontSize="sm">
              <Eye size={16} aria-hidden />
              <Text>{countLabel(video.viewsCount, 'view')}</Text>
              <Text aria-hidden>·</Text>
              <Text>{timeAgo(video.createdAt)}</Text>
            </HStack>
          </HStack>

          {isOwner && <ModerationNotice video={video} fontWeight="medium" />}
          {isOwner && video.moderationState === 'removed' && (
            <Button asChild variant="outline" size="sm" minH="11" alignSelf="flex-start">
              <RouterLink to={`/appeal?video=${video.id}`}>Appeal this decision</RouterLink>
            </Button>
          )}
          <Box>
            <Heading as="h1" size="xl" mb="2">
              {video.title}
            </Heading>
            {video.caption && <CaptionText caption={video.caption} color="fg.muted" />}
          </Box>

          {video.remixOf && <RemixLineage remixOf={video.remixOf} />}

          {video.prompt && (
            <Stack gap="2">
              <PromptBlock prompt={video.prompt} size="md" />
              <HStack gap="2" wrap="wrap">
                <PromptActions prompt={video.prompt} />
                <Button asChild variant="outline" size="sm" minH="11">
                  <RouterLink to={promptSearchPath(video.prompt)}>
                    <Search aria-hidden />
                    More like this prompt
                  </RouterLink>
                </Button>
              </HStack>
              {video.remixOf?.ancestors[0]?.prompt && <PromptDiff parentPrompt={video.remixOf.ancestors[0].prompt} prompt={video.prompt} />}
            </Stack>
          )}

          <TagLinks tags={video.tags} size="md" />

          <RemixesGrid videoId={video.id} remixCount={video.remixCount} />

          <VideoComments video={video} viewer={viewer} />
        </Stack>
      </Container>

      <Suspense fallback={null}>
        {dialog === 'report' && <ReportDialog videoId={video.id} open onOpenChange={(open) => !open && setDialog(null)} />}
        {dialog === 'edit' && <EditVideoDialog video={video} open onOpenChange={(open) => !open && setDialog(null)} />}
        {dialog === 'delete' && (
          <DeleteVideoDialog
            videoId={video.id}
            title={video.title}
            open
            onOpenChange={(open) => !open && setDialog(null)}
            onDeleted={() => navigate('/', { replace: true })}
          />
        )}
      </Suspense>
    </Box>
  );
}
