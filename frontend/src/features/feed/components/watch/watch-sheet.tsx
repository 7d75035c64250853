import { Badge, Button, CloseButton, Drawer, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@/api/types';
import { CommentComposer } from '@/components/comments/comment-composer';
import { CommentList } from '@/components/comments/comment-list';
import { CaptionText } from '@/components/tags/caption-text';
import { PromptBlock } from '@/components/tags/prompt-block';
import { TagLinks } from '@/components/tags/tag-links';
import { timeAgo } from '@/lib/relative-time';
import { toolLabel } from '@/lib/tools';
import type { WatchVideo } from './watch-slide';

export type SheetKind = 'comments' | 'details';

interface Props {
  kind: SheetKind;
  video: WatchVideo;
  viewer: CurrentUser | null | undefined;
  onSignIn(): void;
  onClose(): void;
}

/** The player's bottom sheet: the video's comments (and a composer), or its details (caption, prompt, tool, tags). */
export function WatchSheet({ kind, video, viewer, onSignIn, onClose }: Props) {
  return (
    <Drawer.Root open placement="bottom" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="xl" maxH="75dvh" maxW="2xl" mx="auto">
            <Drawer.Header>
              <Drawer.Title>{kind === 'comments' ? `Comments (${video.commentsCount})` : video.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              {kind === 'comments' ? (
                <Stack gap="4">
                  {viewer ? (
                    <CommentComposer videoId={video.id} />
                  ) : (
                    <Flex align="center" justify="space-between" gap="3" p="3" rounded="lg" bg="bg.muted" wrap="wrap">
                      <Text color="fg.muted">Sign in to leave a comment</Text>
                      <Button size="sm" colorPalette="purple" onClick={onSignIn}>
                        Sign In
                      </Button>
                    </Flex>
                  )}
                  <CommentList videoId={video.id} videoOwnerId={video.creator.id} viewer={viewer} />
                </Stack>
              ) : (
                <Stack gap="3" fontSize="sm">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Badge colorPalette="purple" variant="surface">
                      {toolLabel(video.toolUsed)}
                    </Badge>
                    <Text color="fg.muted">{timeAgo(video.createdAt)}</Text>
                  </Flex>
                  {video.caption && <CaptionText caption={video.caption} />}
                  {video.prompt && <PromptBlock prompt={video.prompt} />}
                  <TagLinks tags={video.tags} />
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
