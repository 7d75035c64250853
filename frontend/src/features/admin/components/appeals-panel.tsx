import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { toastSuccess } from '@/components/ui/toast';
import { timeAgo } from '@/lib/relative-time';
import { useDecideAppeal, type AppealOutcome } from '../api/decide-appeal';
import { useAppeals } from '../api/get-appeals';
import type { AdminAppeal } from '../api/types';
import { EmptyState } from './empty-state';
import { actionLabel, personLabel } from './labels';
import { LoadMore } from './load-more';
import { ReasonDialog } from './reason-dialog';
import { toastFailure } from './toast-failure';

const TARGETS: Record<AdminAppeal['targetType'], string> = { video: 'Video', comment: 'Comment', user: 'Account' };

const DIALOGS: Record<AppealOutcome, { title: string; description: string; confirm: string }> = {
  upheld: { title: 'Uphold the decision', description: 'The decision stands. The person is told, with your note.', confirm: 'Uphold' },
  reversed: {
    title: 'Reverse the decision',
    description: 'The video or comment is visible again, or the suspension is lifted. The person is told, with your note.',
    confirm: 'Reverse',
  },
};

/** Open appeals, oldest first: only those the viewer may decide (not their own decision, nor their own appeal). */
export function AppealsPanel() {
  const appeals = useAppeals();
  const decide = useDecideAppeal();
  const [deciding, setDeciding] = useState<{ appeal: AdminAppeal; outcome: AppealOutcome } | null>(null);
  const entries = appeals.data?.pages.flatMap((page) => page.appeals) ?? [];

  if (appeals.isPending) return <Spinner m="8" />;
  if (appeals.isError) return <EmptyState title="Could not load appeals">{errorMessage(appeals.error, 'Please try again.')}</EmptyState>;
  if (entries.length === 0) return <EmptyState title="No open appeals">Appeals of decisions someone else made show up here, oldest first.</EmptyState>;

  const dialog = DIALOGS[deciding?.outcome ?? 'upheld'];
  return (
    <Stack gap="4" pt="4">
      {entries.map((appeal) => (
        <Box
          as="article"
          key={appeal.id}
          aria-label={`Appeal by ${personLabel(appeal.appellant)}`}
          p={{ base: '3', md: '4' }}
          rounded="lg"
          borderWidth="1px"
          bg="bg.panel"
        >
          <Stack gap="3">
            <Box>
              <Text fontWeight="semibold">
                {TARGETS[appeal.targetType]}: {appeal.targetLabel}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Appealed by {personLabel(appeal.appellant)} · {timeAgo(appeal.createdAt)}
              </Text>
            </Box>
            <Text fontSize="sm">
              {actionLabel(appeal.decision.action)} by {appeal.decision.actor ? personLabel(appeal.decision.actor) : 'GenAlpha (automatic)'}{' '}
              {timeAgo(appeal.decision.createdAt)}
              {appeal.decision.reason && `: ${appeal.decision.reason}`}
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word" borderLeftWidth="3px" borderColor="purple.solid" pl="3">
              {appeal.text}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" minH="11" onClick={() => setDeciding({ appeal, outcome: 'upheld' })}>
                Uphold
              </Button>
              <Button colorPalette="purple" minH="11" onClick={() => setDeciding({ appeal, outcome: 'reversed' })}>
                Reverse
              </Button>
            </HStack>
          </Stack>
        </Box>
      ))}
      <LoadMore hasMore={appeals.hasNextPage} loading={appeals.isFetchingNextPage} onLoad={() => void appeals.fetchNextPage()} />
      <ReasonDialog
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirm}
        fieldLabel="Note"
        placeholder="e.g. The clip is clearly labelled as AI-made."
        open={!!deciding}
        busy={decide.isPending}
        onOpenChange={(open) => !open && setDeciding(null)}
        onConfirm={(note) =>
          deciding &&
          decide.mutate(
            { appealId: deciding.appeal.id, outcome: deciding.outcome, note },
            {
              onSuccess: () => (toastSuccess(deciding.outcome === 'reversed' ? 'Decision reversed' : 'Decision upheld'), setDeciding(null)),
              onError: toastFailure('Decision failed'),
            },
          )
        }
      />
    </Stack>
  );
}
