import { Button } from '@chakra-ui/react';
import { MonitorSmartphone } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
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
    <Button variant="outline" colorPalette="red" size="sm" onClick={signOutEverywhere} loading={logoutAll.isPending} loadingText="Signing out...">
      <MonitorSmartphone /> Sign out everywhere
    </Button>
  );
}
