import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AdminVideo } from '../api/types';
import { AdminVideoPlayer } from './admin-video-player';
import { personLabel } from './labels';
import type { ModerationActions } from './use-moderation-actions';
import { VideoActions } from './video-actions';
import { VideoBadges } from './video-badges';

interface Props {
  video: AdminVideo;
  playing?: boolean;
  /** After "by <creator> · ": when it came (queued, uploaded…). */
  when: ReactNode;
  actions: ModerationActions;
  /** What this list says about the video, between its badges and the actions. */
  children?: ReactNode;
}

/** A video as every console list shows it: the player beside its title, creator, badges, details and actions. */
export function AdminVideoBody({ video, playing, when, actions, children }: Props) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '320px 1fr' }} gap={{ base: '3', md: '5' }}>
      <AdminVideoPlayer video={video} playing={playing} />
      <Stack gap="3" minW="0">
        <Box>
          <Heading as="h3" size="md" lineClamp={2}>
            {video.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            by {personLabel(video.creator)} · {when}
          </Text>
        </Box>
        <VideoBadges video={video} />
        {children}
        <VideoActions video={video} actions={actions} />
      </Stack>
    </Grid>
  );
}
