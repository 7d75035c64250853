import { Box } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { timeAgo } from '@/lib/relative-time';
import type { ReportedVideo } from '../api/types';
import { AdminVideoBody } from './admin-video-body';
import { ReasonCounts, ReporterList } from './open-reports-list';
import type { ModerationActions } from './use-moderation-actions';

interface Props {
  entry: ReportedVideo;
  selected: boolean;
  actions: ModerationActions;
  onSelect(): void;
}

/** One video of the queue: it plays inline; its reasons, its reporters and what to do about it. */
export const ReportEntry = forwardRef<HTMLElement, Props>(function ReportEntry({ entry, selected, actions, onSelect }, ref) {
  const { video } = entry;
  return (
    <Box
      as="article"
      ref={ref}
      tabIndex={-1}
      aria-label={video.title}
      aria-current={selected ? 'true' : undefined}
      onFocus={onSelect}
      onClick={onSelect}
      p={{ base: '3', md: '4' }}
      rounded="lg"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : 'border.muted'}
      bg="bg.panel"
      scrollMarginTop="32"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <AdminVideoBody video={video} playing={selected} when={`queued ${timeAgo(entry.queuedAt)}`} actions={actions}>
        <ReasonCounts entry={entry} />
        {entry.reports.length > 0 && <ReporterList reports={entry.reports} />}
      </AdminVideoBody>
    </Box>
  );
});
