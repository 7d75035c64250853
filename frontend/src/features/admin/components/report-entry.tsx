import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { timeAgo } from '@/lib/relative-time';
import type { ReportedVideo } from '../api/types';
import { AdminVideoBody } from './admin-video-body';
import { accountAge, personLabel, reasonLabel } from './labels';
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
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {entry.openReports === 1 ? '1 open report' : `${entry.openReports} open reports`} ({entry.countedReports} counted)
          </Text>
          <HStack gap="1.5" wrap="wrap">
            {entry.reasons.map((reason) => (
              <Badge key={reason.reason} colorPalette="purple" variant="subtle">
                {reasonLabel(reason.reason)} × {reason.count}
              </Badge>
            ))}
          </HStack>
        </Box>
        {entry.reports.length > 0 && (
          <Stack as="ul" gap="1.5" fontSize="sm" listStyleType="none" maxH="40" overflowY="auto">
            {entry.reports.map((report) => (
              <Box as="li" key={report.id} borderLeftWidth="2px" borderColor={report.counts ? 'purple.solid' : 'border'} pl="2">
                <Flex gap="1.5" wrap="wrap" align="baseline">
                  <Text fontWeight="medium">{personLabel(report.reporter)}</Text>
                  <Text color="fg.muted" fontSize="xs">
                    account {accountAge(report.reporter.accountAgeHours)} old · {reasonLabel(report.reason)} · {timeAgo(report.createdAt)}
                    {!report.counts && ' · does not count'}
                    {report.reporter.isBanned && ' · suspended'}
                  </Text>
                </Flex>
                {report.otherText && (
                  <Text color="fg.muted" fontStyle="italic" whiteSpace="pre-wrap" wordBreak="break-word">
                    “{report.otherText}”
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </AdminVideoBody>
    </Box>
  );
});
