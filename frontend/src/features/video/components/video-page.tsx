import { Badge, Box, Button, Container, Flex, Heading, HStack, IconButton, Stack, Text, VisuallyHidden, Wrap, chakra } from '@chakra-ui/react';
import { ArrowLeft, Eye, Heart, Pencil, Share2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { useCurrentUser } from '@/api/session/get-current-user';
import type { VideoDetail } from '@/api/types';
import { recordView } from '@/api/videos/record-view';
import { HEADER_HEIGHT } from '@/components/layout/chrome-sizes';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toastSuccess } from '@/components/ui/toast';
import { UserAvatar } from '@/components/ui/user-avatar';
import { DeleteVideoDialog } from '@/components/video-card/delete-video-dialog';
import { EditVideoDialog } from '@/components/video-card/edit-video-dialog';
import { profilePath } from '@/components/video-card/video-card';
import { displayRatio } from '@/lib/aspect-ratio';
import { countNoun } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { timeAgo } from '@/lib/relative-time';
import { absoluteUrl, shareLink } from '@/lib/share';
import { splitTags } from '@/lib/tags';
import { toolLabel } from '@/lib/tools';
import { usePageTitle } from '@/lib/use-page-title';
import { useVideo } from '../api/get-video';
import { useToggleVideoLike } from '../api/toggle-video-like';
import { VideoComments } from './video-comments';
import { VideoNotFound } from './video-not-found';

const CreatorLink = chakra(RouterLink);

export function VideoPage({ videoId }: { videoId: string }) {
  const video = useVideo(videoId);
  usePageTitle(video.data?.title);
  if (video.isPending) return <PageSpinner />;
  if (video.isError) {
    const missing = video.error instanceof ApiError && (video.error.status === 404 || video.error.status === 400);
    return missing ? <VideoNotFound /> : <ErrorState title="Unable to load this video" onRetry={() => video.refetch()} />;
  }
  return <VideoView video={video.data} />;
}

function VideoView({ video }: { video: VideoDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: viewer } = useCurrentUser();
  const like = useToggleVideoLike(video.id);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const viewCounted = useRef(false);
  const isOwner = !!viewer && viewer.id === video.creator.id;
  const tags = splitTags(video.tags);
  const creatorName = video.creator.displayName || video.creator.username || 'Creator';

  const onFirstPlay = () => {
    if (viewCounted.current) return;
    viewCounted.current = true;
    const key = queryKeys.video(video.id);
    queryClient.setQueryData<VideoDetail>(key, (current) => (current ? { ...current, viewsCount: current.viewsCount + 1 } : current));
    recordView(video.id).catch((error) => {
      console.error('Failed to record view', error);
      queryClient.setQueryData<VideoDetail>(key, (current) => (current ? { ...current, viewsCount: current.viewsCount - 1 } : current));
    });
  };

  const share = async () => {
    const outcome = await shareLink(absoluteUrl(`/video/${video.id}`), video.title);
    if (outcome === 'copied') toastSuccess('Link copied!', 'Video link has been copied to clipboard.');
  };

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <Box>
      <Box position="sticky" top={`${HEADER_HEIGHT}px`} zIndex="docked" bg="bg/90" backdropFilter="blur(12px)" borderBottomWidth="1px" borderColor="border.muted">
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
        <Box bg="black" rounded={{ base: '0', md: 'xl' }} overflow="hidden" display="flex" justifyContent="center">
          <chakra.video
            key={video.videoUrl}
            src={video.videoUrl}
            poster={video.thumbnailUrl ?? undefined}
            controls
            autoPlay
            loop
            muted
            playsInline
            aria-label={video.title}
            maxH="75vh"
            w="full"
            style={{ aspectRatio: String(displayRatio(video)) }}
            objectFit="contain"
            onPlay={onFirstPlay}
          />
        </Box>

        <Stack gap="5" px={{ base: '4', md: '0' }} pt="5">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <CreatorLink to={profilePath(video.creator)} display="flex" alignItems="center" gap="3" rounded="md">
              <UserAvatar person={video.creator} size="md" />
              <Box>
                <Text fontWeight="semibold">{creatorName}</Text>
                {video.creator.username && (
                  <Text fontSize="sm" color="fg.muted">
                    @{video.creator.username}
                  </Text>
                )}
              </Box>
            </CreatorLink>
            <Badge colorPalette="purple" variant="surface" size="lg">
              {toolLabel(video.toolUsed)}
            </Badge>
          </Flex>

          <HStack gap="2" wrap="wrap">
            <Button
              variant={video.isLiked ? 'solid' : 'outline'}
              colorPalette="pink"
              onClick={() => (viewer ? like.mutate(!video.isLiked) : navigate('/auth'))}
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
            {isOwner && (
              <>
                <IconButton variant="outline" aria-label="Edit video" onClick={() => setDialog('edit')}>
                  <Pencil />
                </IconButton>
                <IconButton variant="outline" aria-label="Delete video" onClick={() => setDialog('delete')}>
                  <Trash2 />
                </IconButton>
              </>
            )}
            <HStack gap="1.5" color="fg.muted" ml="auto" fontSize="sm">
              <Eye size={16} aria-hidden />
              <Text>{formatCount(video.viewsCount)} views</Text>
              <Text aria-hidden>·</Text>
              <Text>{timeAgo(video.createdAt)}</Text>
            </HStack>
          </HStack>

          <Box>
            <Heading as="h1" size="xl" mb="2">
              {video.title}
            </Heading>
            {video.caption && (
              <Text whiteSpace="pre-wrap" color="fg.muted">
                {video.caption}
              </Text>
            )}
          </Box>

          {video.prompt && (
            <Box bg="bg.muted" rounded="lg" p="4" borderLeftWidth="3px" borderColor="brand.solid">
              <Text fontSize="sm" fontWeight="semibold" mb="1">
                Prompt
              </Text>
              <Text fontStyle="italic" whiteSpace="pre-wrap">
                {video.prompt}
              </Text>
            </Box>
          )}

          {tags.length > 0 && (
            <Wrap gap="2">
              {tags.map((tag) => (
                <Badge key={tag} colorPalette="purple" variant="subtle">
                  #{tag}
                </Badge>
              ))}
            </Wrap>
          )}

          <VideoComments videoId={video.id} videoOwnerId={video.creator.id} commentsCount={video.commentsCount} viewer={viewer} />
        </Stack>
      </Container>

      {dialog === 'edit' && <EditVideoDialog video={video} open onOpenChange={(open) => !open && setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteVideoDialog videoId={video.id} title={video.title} open onOpenChange={(open) => !open && setDialog(null)} onDeleted={() => navigate('/', { replace: true })} />
      )}
    </Box>
  );
}
