import { Button, Card, Container, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useConfirmEmailChange } from '../api/email-change';
import { VERIFY_LINK_INCOMPLETE } from './verify-email-page';

/** Moves the account to its new address with the mailed token as soon as it opens, and says how it went. */
export function ConfirmEmailPage({ token }: { token: string | null }) {
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a token is used up by its first request (React runs effects twice in development).
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (token && !confirm.isSuccess && !confirm.isError) return <PageSpinner label="Confirming your new email" />;
  const problem = token ? errorMessage(confirm.error, 'Something went wrong') : VERIFY_LINK_INCOMPLETE;
  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h1">{confirm.isSuccess ? 'Email changed' : "We couldn't change your email"}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Text role={confirm.isSuccess ? 'status' : 'alert'}>
              {confirm.isSuccess ? 'Your account now uses its new email address: sign in with it from now on.' : problem}
            </Text>
            <Button asChild colorPalette="purple" variant={confirm.isSuccess ? 'solid' : 'outline'}>
              <RouterLink to="/">Go to the feed</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
