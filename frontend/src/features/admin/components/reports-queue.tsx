import { Kbd, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useReports } from '../api/get-reports';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';
import type { QueueCommand } from './queue-keys';
import { ReportEntry } from './report-entry';
import { useModerationActions } from './use-moderation-actions';
import { useQueueShortcuts } from './use-queue-shortcuts';

/** The reports queue, oldest first, with j/k to move and r/x/b to act on the selected video. */
export function ReportsQueue() {
  const reports = useReports();
  const actions = useModerationActions();
  const entries = reports.data?.pages.flatMap((page) => page.reportedVideos) ?? [];
  const [selectedId, setSelectedId] = useState<string>();
  const refs = useRef(new Map<string, HTMLElement>());

  // The selection stays on its video; when that one leaves the queue, the one now at its place.
  const lastIndex = useRef(0);
  let index = entries.findIndex((entry) => entry.video.id === selectedId);
  if (index === -1) index = Math.min(lastIndex.current, entries.length - 1);
  const selected = index >= 0 ? entries[index] : undefined;
  useEffect(() => {
    lastIndex.current = Math.max(index, 0);
  });

  const move = (to: number) => {
    const entry = entries[Math.max(0, Math.min(entries.length - 1, to))];
    if (!entry) return;
    setSelectedId(entry.video.id);
    const element = refs.current.get(entry.video.id);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  useQueueShortcuts(!actions.dialogOpen && entries.length > 0, (command: QueueCommand) => {
    if (command === 'next') return move(index + 1);
    if (command === 'previous') return move(index - 1);
    if (!selected) return;
    const offers = actions.offers(selected.video);
    if (command === 'restore' && offers.restore) actions.restore(selected.video);
    if (command === 'remove' && offers.remove) actions.askRemove(selected.video);
    if (command === 'ban' && offers.banOwner) actions.askBan(selected.video);
  });

  if (reports.isPending) return <PageSpinner />;
  if (reports.isError) return <ErrorState title="Unable to load the reports queue" onRetry={() => reports.refetch()} />;

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" data-testid="shortcuts-help">
        Shortcuts: <Kbd>j</Kbd> / <Kbd>k</Kbd> next / previous · <Kbd>r</Kbd> restore · <Kbd>x</Kbd> remove · <Kbd>b</Kbd> ban the owner
      </Text>
      {entries.length === 0 ? (
        <EmptyState title="The queue is empty">No open reports and nothing hidden pending review.</EmptyState>
      ) : (
        entries.map((entry) => (
          <ReportEntry
            key={entry.video.id}
            ref={(element) => {
              if (element) refs.current.set(entry.video.id, element);
              else refs.current.delete(entry.video.id);
            }}
            entry={entry}
            selected={entry === selected}
            actions={actions}
            onSelect={() => setSelectedId(entry.video.id)}
          />
        ))
      )}
      <LoadMore hasMore={reports.hasNextPage} loading={reports.isFetchingNextPage} onLoad={() => reports.fetchNextPage()} />
      {actions.dialogs}
    </Stack>
  );
}
