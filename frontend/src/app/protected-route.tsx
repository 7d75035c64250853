import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';

/** A spinner while the session loads, /auth without a user. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
