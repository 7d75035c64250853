import { Center, Spinner, Stack } from '@chakra-ui/react';
import { ShieldBan } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { SettingsSection, SettingsSubsection } from '@/components/ui/settings-section';
import { useMutes } from '../api/get-mutes';
import { BlockedPeople } from './blocked-people';
import { MutedPeople } from './muted-people';
import { MutedWordsEditor } from './muted-words-editor';

/** Settings › Blocked and muted: the people blocked and muted (undone here) and the muted words. */
export function SafetySection() {
  const mutes = useMutes();
  return (
    <SettingsSection
      id="blocked-and-muted"
      title="Blocked and muted"
      description="Blocked people and you can’t see or reach each other. Muted people and words leave your feeds quietly. Nobody is told."
      icon={ShieldBan}
    >
      <Stack gap="5">
        <SettingsSubsection title="Blocked people">
          <BlockedPeople />
        </SettingsSubsection>
        {mutes.isPending ? (
          <Center py="4" role="status" aria-label="Loading muted people and words">
            <Spinner size="sm" />
          </Center>
        ) : mutes.isError ? (
          <ErrorState title="Your muted people and words could not be loaded" onRetry={() => mutes.refetch()} />
        ) : (
          <>
            <SettingsSubsection title="Muted people" description="Their videos leave your feeds, their comments are collapsed and their notifications stop.">
              <MutedPeople
                people={mutes.data.pages.flatMap((page) => page.users)}
                more={mutes.hasNextPage ? { onMore: () => mutes.fetchNextPage(), loading: mutes.isFetchingNextPage } : null}
              />
            </SettingsSubsection>
            <SettingsSubsection title="Muted words and tags">
              <MutedWordsEditor words={mutes.data.pages[0]?.words ?? []} />
            </SettingsSubsection>
          </>
        )}
      </Stack>
    </SettingsSection>
  );
}
