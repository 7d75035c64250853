import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAudit } from '../api/get-audit';
import { EmptyState } from './empty-state';
import { auditActionLabel, personLabel } from './labels';
import { LoadMore } from './load-more';

/** The moderation log, newest first: who, what, target, reason, when. */
export function AuditLog() {
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  if (audit.isPending) return <PageSpinner />;
  if (audit.isError) return <ErrorState title="Unable to load the moderation log" onRetry={() => audit.refetch()} />;
  if (entries.length === 0) return <EmptyState title="Nothing logged yet">Every moderation action will be listed here.</EmptyState>;

  return (
    <Stack gap="3">
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Moderation log">
        {entries.map((entry) => (
          <Box as="li" key={entry.id} p="3" rounded="md" borderWidth="1px" borderColor="border.muted" bg="bg.panel" fontSize="sm">
            <Flex justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{auditActionLabel(entry)}</Text>
              <Text color="fg.muted" fontSize="xs" asChild>
                <time dateTime={entry.createdAt}>{format(new Date(entry.createdAt), 'd MMM yyyy, HH:mm')}</time>
              </Text>
            </Flex>
            <Text wordBreak="break-word">
              <Text as="span" color="fg.muted">
                {entry.targetType === 'video' ? 'Video' : 'Account'}:
              </Text>{' '}
              {entry.targetLabel}
            </Text>
            <Text>
              <Text as="span" color="fg.muted">
                By:
              </Text>{' '}
              {entry.actor ? personLabel(entry.actor) : 'GenAlpha (automatic)'}
            </Text>
            {entry.reason && (
              <Text wordBreak="break-word" whiteSpace="pre-wrap">
                <Text as="span" color="fg.muted">
                  Reason:
                </Text>{' '}
                {entry.reason}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      <LoadMore hasMore={audit.hasNextPage} loading={audit.isFetchingNextPage} onLoad={() => audit.fetchNextPage()} />
    </Stack>
  );
}
