import { Alert, Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { cancelDeletion } from '../api/cancel-deletion';

interface Props {
  /** The server's answer to the sign-in, naming the date. */
  message: string;
  credentials: { email: string; password: string };
  /** Called once the deletion is cancelled: signs in with the same credentials. */
  onCancelled(): void;
}

/** Sign-in to an account scheduled for deletion: says when, and offers to keep it. */
export function ScheduledDeletionNotice({ message, credentials, onCancelled }: Props) {
  const cancel = useMutation({
    mutationFn: () => cancelDeletion(credentials),
    onSuccess: () => {
      toastSuccess('Deletion cancelled', 'Your account is back, as you left it.');
      onCancelled();
    },
    onError: (error) => toastError('Deletion not cancelled', errorMessage(error, 'Something went wrong. Please try again.')),
  });
  return (
    <Alert.Root status="warning" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="orange" minH="11" loading={cancel.isPending} onClick={() => cancel.mutate()}>
        Cancel deletion
      </Button>
    </Alert.Root>
  );
}
