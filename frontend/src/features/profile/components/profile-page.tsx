import { Center, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { lazyNamed } from '@/lib/lazy-named';
import { useSlicedRender } from '@/lib/use-sliced-render';
import { useProfileById, type ProfileUser } from '../api/get-profile-by-id';
import { useProfileByUsername } from '../api/get-profile-by-username';
import type { FollowListKind } from './follow-list-dialog';
import { ProfileHeader } from './profile-header';
import { ProfileTabs } from './profile-tabs';

// The profile's dialogs come with their code when first opened.
const EditProfileDialog = lazyNamed(() => import('./edit-profile-dialog'), 'EditProfileDialog');
const FollowListDialog = lazyNamed(() => import('./follow-list-dialog'), 'FollowListDialog');
const WelcomeDialog = lazyNamed(() => import('./welcome-dialog'), 'WelcomeDialog');

export type ProfileTarget = { username: string } | { id: string };

function UserNotFound() {
  return (
    <Center py="20" px="6">
      <Stack align="center" gap="2" textAlign="center">
        <Heading as="h1" size="lg">
          User not found
        </Heading>
        <Text color="fg.muted">The user you're looking for doesn't exist.</Text>
      </Stack>
    </Center>
  );
}

export function ProfilePage({ target }: { target: ProfileTarget }) {
  const byUsername = useProfileByUsername('username' in target ? target.username : undefined);
  const byId = useProfileById('id' in target ? target.id : undefined);
  const profile = 'username' in target ? byUsername : byId;
  const shown = useSlicedRender(profile.data);
  usePageTitle(profile.data?.displayName);

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
    return missing ? <UserNotFound /> : <ErrorState title="Unable to load this profile" onRetry={() => profile.refetch()} />;
  }
  // Until this profile's sliced render is done (opened from another profile, never that one's page).
  if (shown?.id !== profile.data.id) return <PageSpinner />;
  return <ProfileView key={shown.id} user={shown} />;
}

function ProfileView({ user }: { user: ProfileUser }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [list, setList] = useState<FollowListKind | null>(null);
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);
  const showWelcome = user.isOwnProfile && !user.username && !welcomeDismissed;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="8">
        <ProfileHeader user={user} onEdit={() => setEditing(true)} onOpenList={setList} />
        <ProfileTabs user={user} />
      </Stack>
      <Suspense fallback={null}>
        {editing && (
          <EditProfileDialog
            user={user}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              if (saved.username && saved.username !== user.username) navigate(`/profile/${saved.username}`, { replace: true });
            }}
          />
        )}
        {list && <FollowListDialog userId={user.id} kind={list} onClose={() => setList(null)} />}
        {showWelcome && <WelcomeDialog user={user} onClose={() => setWelcomeDismissed(true)} />}
      </Suspense>
    </Container>
  );
}
