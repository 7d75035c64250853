import { Badge, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@/api/types';
import { CommentComposer } from '@/components/comments/comment-composer';
import { CommentList } from '@/components/comments/comment-list';
import { CommentSignInPrompt } from '@/components/comments/comment-sign-in-prompt';
import { CommentsNote } from '@/components/comments/comments-note';
import { commentsSettingView } from '@/components/comments/comments-setting';
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
  const setting = commentsSettingView(video, viewer);
  return (
    // A dialog at the bottom of the screen (the app's theme carries the dialog's styles, not a drawer's).
    <Dialog.Root open placement="bottom" scrollBehavior="inside" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner alignItems="flex-end">
          <Dialog.Content roundedTop="xl" roundedBottom="0" mb="0" maxH="75dvh" maxW="2xl" w="full">
            <Dialog.Header>
              <Dialog.Title>{kind === 'comments' ? `Comments (${video.commentsCount})` : video.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {kind === 'comments' ? (
                <Stack gap="4">
                  <CommentsNote note={setting.note} />
                  {!setting.composerShown ? null : viewer ? <CommentComposer videoId={video.id} /> : <CommentSignInPrompt onSignIn={onSignIn} p="3" />}
                  {setting.listShown && <CommentList key={video.id} videoId={video.id} videoOwnerId={video.creator.id} viewer={viewer} />}
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
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
