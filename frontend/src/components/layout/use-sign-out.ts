import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useLogout } from '@/api/session/logout';
import { toastError, toastSuccess } from '../ui/toast';

/** Signs out, says goodbye and goes back to the feed; a failure is told in a toast. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = () =>
    logout
      .mutateAsync()
      .then(() => {
        toastSuccess('Goodbye!');
        navigate('/');
      })
      .catch((error: unknown) => toastError('Logout failed', errorMessage(error, 'Something went wrong')));
  return { signOut, isPending: logout.isPending };
}
