import { Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { CurrentUser, FeedVideo } from '@/api/types';
import { toolLabel } from '@/lib/tools';
import { CommentComposer } from '../comments/comment-composer';
import { CommentList } from '../comments/comment-list';
import { CommentsNote } from '../comments/comments-note';
import { commentsSettingView } from '../comments/comments-setting';
import { CaptionText } from '../tags/caption-text';
import { PromptBlock } from '../tags/prompt-block';
import { TagLinks } from '../tags/tag-links';

interface Props {
  video: FeedVideo;
  viewer: CurrentUser | null | undefined;
  composerRef?: Ref<HTMLTextAreaElement>;
}

/** Caption, prompt, tool, #tags and the comments (list about 15rem high). */
export function CardDetails({ video, viewer, composerRef }: Props) {
  const setting = commentsSettingView(video, viewer);
  return (
    <Stack gap="3" pt="3" borderTopWidth="1px" borderColor="border.muted" fontSize="sm">
      {video.caption && <CaptionText caption={video.caption} />}
      {video.prompt && <PromptBlock prompt={video.prompt} />}
      <Text color="fg.muted">
        Made with{' '}
        <Text as="span" color="fg" fontWeight="medium">
          {toolLabel(video.verifiedTool ?? video.toolUsed)}
        </Text>
      </Text>
      <TagLinks tags={video.tags} />
      <Text fontWeight="semibold" pt="1">
        Comments
      </Text>
      <CommentsNote note={setting.note} />
      {setting.listShown && <CommentList videoId={video.id} videoOwnerId={video.creator.id} viewer={viewer} maxH="15rem" />}
      {viewer && setting.composerShown && <CommentComposer videoId={video.id} inputRef={composerRef} />}
    </Stack>
  );
}
