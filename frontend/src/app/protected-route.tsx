import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { signInPath } from '@/lib/safe-next';

/** A spinner while the session loads; without a user, sign-in, which comes back here. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return children;
}
