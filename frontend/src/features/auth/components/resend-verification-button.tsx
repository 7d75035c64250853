import { Button, type ButtonProps } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useResendVerification } from '../api/email-verification';

/** Mails the signed-in user a new verification link (rate-limited by the server). */
export function ResendVerificationButton(props: ButtonProps) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toastSuccess('Link sent', message),
      onError: (error) => toastError('Could not send the link', errorMessage(error, 'Something went wrong')),
    });
  return (
    <Button size="sm" colorPalette="purple" loading={resend.isPending} disabled={resend.isPending} onClick={send} {...props}>
      Resend
    </Button>
  );
}
