import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { usePageTitle } from '@/lib/use-page-title';

export default function AuthRoute() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  // A new account goes on to create its profile; a returning user to the feed.
  if (user) return <Navigate to={user.username ? '/' : '/profile'} replace />;
  return <AuthPage onSignedIn={(isNew) => navigate(isNew ? '/profile' : '/', { replace: true })} />;
}
