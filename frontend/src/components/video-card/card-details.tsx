import { Badge, Box, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { CurrentUser, FeedVideo } from '@/api/types';
import { splitTags } from '@/lib/tags';
import { toolLabel } from '@/lib/tools';
import { CommentComposer } from '../comments/comment-composer';
import { CommentList } from '../comments/comment-list';

interface Props {
  video: FeedVideo;
  viewer: CurrentUser | null | undefined;
  composerRef?: Ref<HTMLTextAreaElement>;
}

/** Caption, prompt, tool, #tags and the comments (list about 15rem high). */
export function CardDetails({ video, viewer, composerRef }: Props) {
  const tags = splitTags(video.tags);
  return (
    <Stack gap="3" pt="3" borderTopWidth="1px" borderColor="border.muted" fontSize="sm">
      {video.caption && <Text whiteSpace="pre-wrap">{video.caption}</Text>}
      {video.prompt && (
        <Box bg="bg.muted" rounded="md" p="2.5">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
            Prompt
          </Text>
          <Text fontStyle="italic" whiteSpace="pre-wrap">
            {video.prompt}
          </Text>
        </Box>
      )}
      <Text color="fg.muted">
        Made with <Text as="span" color="fg" fontWeight="medium">{toolLabel(video.toolUsed)}</Text>
      </Text>
      {tags.length > 0 && (
        <Wrap gap="1.5">
          {tags.map((tag) => (
            <Badge key={tag} variant="subtle" colorPalette="purple">
              #{tag}
            </Badge>
          ))}
        </Wrap>
      )}
      <Text fontWeight="semibold" pt="1">
        Comments
      </Text>
      <CommentList videoId={video.id} videoOwnerId={video.creator.id} viewer={viewer} maxH="15rem" />
      {viewer && <CommentComposer videoId={video.id} inputRef={composerRef} />}
    </Stack>
  );
}
