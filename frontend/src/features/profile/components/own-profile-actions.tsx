import { Button } from '@chakra-ui/react';
import { KeyRound, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useCurrentUser } from '@/api/session/get-current-user';
import { useLogoutAll } from '@/api/session/logout-all';
import { toastError, toastSuccess } from '@/components/ui/toast';

/** Ends every session of the account (a lost phone, a shared computer), then goes to sign-in. */
export function SignOutEverywhereButton() {
  const navigate = useNavigate();
  const logoutAll = useLogoutAll();
  const signOutEverywhere = () =>
    logoutAll
      .mutateAsync()
      .then(() => {
        toastSuccess('Signed out everywhere', 'Every session of your account has ended.');
        navigate('/auth');
      })
      .catch((error: unknown) => toastError('Logout failed', errorMessage(error, 'Something went wrong')));
  return (
    <Button variant="ghost" size="sm" onClick={signOutEverywhere} loading={logoutAll.isPending} loadingText="Signing out...">
      <MonitorSmartphone /> Sign out everywhere
    </Button>
  );
}

/** Staff reach the console from their own profile too (on phones the header has no room for it). */
export function ModerationConsoleLink() {
  const { data: viewer } = useCurrentUser();
  if (!viewer || viewer.role === 'user') return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <RouterLink to="/admin">
        <ShieldCheck /> Moderation console
      </RouterLink>
    </Button>
  );
}

/** Profile settings › API tokens, for scripts and tools that use the API as the viewer. */
export function ApiTokensLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to="/settings/tokens">
        <KeyRound /> API tokens
      </RouterLink>
    </Button>
  );
}
