import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { safeNextPath } from '@/lib/safe-next';
import type { SignInState } from '@/lib/use-account-action';
import { usePageTitle } from '@/lib/use-page-title';

export default function AuthRoute() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const left = useRef(false);
  // `?next=` (same-site paths only) is where an action or a link asked to return to.
  const next = safeNextPath(search.get('next'));
  const returnBack = (location.state as Partial<SignInState> | null)?.returnBack === true && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  useEffect(() => {
    if (!user || left.current) return;
    left.current = true;
    // Sent here by an action: back to that page's own history entry (and its scroll position).
    // Otherwise `next`, else the feed (spec section 2). Someone without a profile yet creates it
    // on their own profile page, to which the feed invites them.
    if (returnBack && next) navigate(-1);
    else navigate(next ?? '/', { replace: true });
  }, [user, returnBack, next, navigate]);

  if (isPending || user) return <PageSpinner />;
  return <AuthPage onSignedIn={() => undefined} />;
}
