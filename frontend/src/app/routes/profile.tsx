import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile/{username}, /profile?id={userId}, or the signed-in user's own profile. */
export default function ProfileRoute() {
  const { username } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id');
  const { data: user, isPending } = useCurrentUser();
  if (username) return <ProfilePage key={username} target={{ username }} />;
  if (id) return <ProfilePage key={id} target={{ id }} />;
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <ProfilePage key={user.id} target={{ id: user.id }} />;
}
