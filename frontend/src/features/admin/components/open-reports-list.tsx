import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { timeAgo } from '@/lib/relative-time';
import type { ReportedComment, ReportedUser, ReportedVideo } from '../api/types';
import { accountAge, personLabel, reasonLabel } from './labels';

type Entry = Pick<ReportedComment | ReportedUser | ReportedVideo, 'openReports' | 'countedReports' | 'reports' | 'reasons'>;
type OpenReport = Entry['reports'][number];

/** A queue entry's reports: their reasons counted, then each reporter with their account age and words. */
export function OpenReportsList({ entry }: { entry: Entry }) {
  return (
    <Stack gap="2">
      <ReasonCounts entry={entry} />
      <ReporterList reports={entry.reports} />
    </Stack>
  );
}

/** How many reports are open and counted, and how many give each reason. */
export function ReasonCounts({ entry }: { entry: Pick<Entry, 'openReports' | 'countedReports' | 'reasons'> }) {
  return (
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
  );
}

/** Each reporter with their account age, reason and words; a report that does not count is marked so. */
export function ReporterList({ reports }: { reports: OpenReport[] }) {
  return (
    <Stack as="ul" gap="1.5" fontSize="sm" listStyleType="none" maxH="40" overflowY="auto">
      {reports.map((report) => (
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
  );
}
