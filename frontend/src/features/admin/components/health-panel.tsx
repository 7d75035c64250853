import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { timeAgo } from '@/lib/relative-time';
import { useAdminHealth } from '../api/get-admin-health';

function Figure({ label, value, hint, alarm = false }: { label: string; value: string; hint?: string; alarm?: boolean }) {
  return (
    <Box as="dl" p="4" rounded="lg" borderWidth="1px" borderColor={alarm ? 'border.error' : 'border.muted'} bg="bg.panel">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="semibold" color={alarm ? 'fg.error' : undefined}>
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

const span = (seconds: number) => (seconds >= 90 ? `last ${Math.round(seconds / 60)} minutes` : `last ${seconds} seconds`);
const duration = (seconds: number | null) => (seconds === null ? '—' : seconds < 1 ? `${Math.round(seconds * 1000)} ms` : `${seconds.toFixed(2)} s`);

/** The health view (admins): the API's own figures, so a deployment without Prometheus sees how it is doing. */
export function HealthPanel() {
  const health = useAdminHealth();
  if (health.isError) return <ErrorState title="Unable to load the health figures" onRetry={() => health.refetch()} />;
  if (!health.data) return <PageSpinner />;
  const { windowSeconds, requests, errors, p99Seconds, queues, backlog, lastReadyVideo } = health.data;
  const errorShare = requests > 0 ? errors / requests : 0;

  return (
    <Stack as="section" aria-labelledby="health-heading" gap="6" pt="2">
      <Box>
        <Heading as="h2" id="health-heading" size="lg">
          Service health
        </Heading>
        <Text color="fg.muted">From the API&apos;s own metrics, {span(windowSeconds)}. Refreshed every 15 seconds.</Text>
      </Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label="Requests" value={requests.toLocaleString()} hint={span(windowSeconds)} />
        <Figure label="Errors (5xx)" value={errors.toLocaleString()} hint={`${(errorShare * 100).toFixed(1)}% of requests`} alarm={errorShare > 0.01} />
        <Figure label="p99 answer time" value={duration(p99Seconds)} alarm={p99Seconds !== null && p99Seconds > 0.5} />
        <Figure
          label="Last ready video"
          value={lastReadyVideo ? timeAgo(lastReadyVideo.createdAt) : 'None yet'}
          hint={lastReadyVideo ? lastReadyVideo.title : undefined}
        />
      </SimpleGrid>
      {lastReadyVideo && (
        <Text fontSize="sm">
          Newest ready video: <RouterLink to={`/video/${lastReadyVideo.id}`}>{lastReadyVideo.title}</RouterLink>
        </Text>
      )}
      <Box>
        <Heading as="h3" size="md" mb="2">
          Queues
        </Heading>
        <Table.Root size="sm" aria-label="Queue depths">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Queue</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Waiting</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Active</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Delayed</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Failed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {queues.map((q) => (
              <Table.Row key={q.queue}>
                <Table.Cell>{q.queue}</Table.Cell>
                <Table.Cell textAlign="end">{q.waiting}</Table.Cell>
                <Table.Cell textAlign="end">{q.active}</Table.Cell>
                <Table.Cell textAlign="end">{q.delayed}</Table.Cell>
                <Table.Cell textAlign="end">{q.failed}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box>
        <Heading as="h3" size="md" mb="2">
          Processing backlog
        </Heading>
        {backlog ? (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Figure label="Uploads processing" value={String(backlog.processing)} />
            <Figure label="Owed poster sizes" value={String(backlog.posters)} />
            <Figure label="Owed previews" value={String(backlog.previews)} />
            <Figure label="Owed 720p copies" value={String(backlog.copies)} />
          </SimpleGrid>
        ) : (
          <Text color="fg.error">The database does not answer.</Text>
        )}
      </Box>
    </Stack>
  );
}
