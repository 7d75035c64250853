import { Button, Card, Container, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { toastSuccess } from '@/components/ui/toast';
import { useConfirmPasswordReset } from '../api/password-reset';
import { ResetPasswordForm } from './reset-password-form';

export const RESET_LINK_INCOMPLETE = 'This link is incomplete. Open the link from the mail again, or ask for a new one.';

/** Sets a new password with the mailed token, then signs in: `onDone` leaves for the feed. */
export function ResetPasswordPage({ token, onDone }: { token: string | null; onDone: () => void }) {
  const confirm = useConfirmPasswordReset();
  const [serverError, setServerError] = useState<string>();

  // Awaited rather than passed to mutate(), as sign-in does: the page may unmount once the user is cached.
  const submit = (password: string) =>
    confirm
      .mutateAsync({ token: token ?? '', password })
      .then(() => {
        toastSuccess('Password changed', "You're signed in. Every other device has been signed out.");
        onDone();
      })
      .catch((error: unknown) => setServerError(errorMessage(error, 'Something went wrong')));

  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h1">Choose a new password</Card.Title>
          <Card.Description>Your new password signs you in here and signs you out everywhere else.</Card.Description>
        </Card.Header>
        <Card.Body gap="4">
          {token ? (
            <ResetPasswordForm pending={confirm.isPending} serverError={serverError} onSubmit={submit} />
          ) : (
            <Text role="alert">{RESET_LINK_INCOMPLETE}</Text>
          )}
          <Button asChild variant="plain" size="sm" colorPalette="purple">
            <RouterLink to="/auth">Ask for a new link</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
