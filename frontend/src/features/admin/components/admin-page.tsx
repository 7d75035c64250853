import { Button, Container, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AppealsPanel } from './appeals-panel';
import { AuditLog } from './audit-log';
import { CommentReportsPanel } from './comment-reports-panel';
import { HealthPanel } from './health-panel';
import { MediaFailuresPanel } from './media-failures-panel';
import { ReportsQueue } from './reports-queue';
import { UserReportsPanel } from './user-reports-panel';
import { UsersPanel } from './users-panel';
import { VideosPanel } from './videos-panel';

const TABS = [
  { value: 'reports', label: 'Reports' },
  { value: 'comments', label: 'Comments' },
  { value: 'accounts', label: 'Accounts' },
  { value: 'appeals', label: 'Appeals' },
  { value: 'hidden', label: 'Auto-hidden' },
  { value: 'removed', label: 'Removed' },
  { value: 'failed', label: 'Failed' },
  { value: 'users', label: 'Users' },
  { value: 'audit', label: 'Audit log' },
  { value: 'health', label: 'Health', adminOnly: true },
] as const;
type Tab = (typeof TABS)[number]['value'];

function Forbidden() {
  return (
    <Container maxW="lg" py="20">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="xl">
          Access Denied
        </Heading>
        <Text color="fg.muted">The moderation console is for moderators and admins.</Text>
        <Button asChild colorPalette="purple" minH="11">
          <RouterLink to="/">Back to Feed</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

/** The moderation console: the reports queues (videos, comments, accounts), appeals, hidden, removed and failed videos (and media the worker gave up on), accounts, the log and, for admins, the service's health. */
export function AdminPage() {
  const { data: viewer, isPending } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tabs = TABS.filter((t) => !('adminOnly' in t) || viewer?.role === 'admin');
  const tab: Tab = tabs.some((t) => t.value === requested) ? (requested as Tab) : 'reports';

  if (isPending) return <PageSpinner />;
  if (!viewer) return <Navigate to="/auth?next=%2Fadmin" replace />;
  if (viewer.role === 'user') return <Forbidden />;

  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Moderation console
          </Heading>
          {viewer.role === 'admin' && (
            <Button asChild variant="outline" size="sm" minH="11">
              <a href="/admin/queues">
                Job dashboard <ExternalLink aria-hidden />
              </a>
            </Button>
          )}
        </Flex>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setSearch(details.value === 'reports' ? {} : { tab: details.value }, { replace: true })}
          variant="line"
          colorPalette="purple"
          lazyMount
          unmountOnExit
        >
          <Tabs.List flexWrap="wrap">
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} minH="11" flexShrink={0}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="reports">
            <ReportsQueue />
          </Tabs.Content>
          <Tabs.Content value="comments">
            <CommentReportsPanel />
          </Tabs.Content>
          <Tabs.Content value="accounts">
            <UserReportsPanel />
          </Tabs.Content>
          <Tabs.Content value="appeals">
            <AppealsPanel />
          </Tabs.Content>
          <Tabs.Content value="hidden">
            <VideosPanel state="pending_review" />
          </Tabs.Content>
          <Tabs.Content value="removed">
            <VideosPanel state="removed" />
          </Tabs.Content>
          <Tabs.Content value="failed">
            <Stack gap="8">
              <VideosPanel state="failed" />
              <MediaFailuresPanel />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="users">
            <UsersPanel viewer={viewer} />
          </Tabs.Content>
          <Tabs.Content value="audit">
            <AuditLog />
          </Tabs.Content>
          {viewer.role === 'admin' && (
            <Tabs.Content value="health">
              <HealthPanel />
            </Tabs.Content>
          )}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
