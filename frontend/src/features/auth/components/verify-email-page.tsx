import { Button, Card, Container, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useVerifyEmail } from '../api/email-verification';
import { ResendVerificationButton } from './resend-verification-button';

export const VERIFY_LINK_INCOMPLETE = 'This link is incomplete. Open the link from the mail again.';

/** Confirms the address with the mailed token as soon as it opens, and says how it went. */
export function VerifyEmailPage({ token }: { token: string | null }) {
  const verify = useVerifyEmail();
  const { data: user } = useCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a token is used up by its first request (React runs effects twice in development).
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  if (token && !verify.isSuccess && !verify.isError) return <PageSpinner label="Confirming your email" />;
  const problem = token ? errorMessage(verify.error, 'Something went wrong') : VERIFY_LINK_INCOMPLETE;
  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h1">{verify.isSuccess ? 'Email verified' : "We couldn't verify your email"}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Text role={verify.isSuccess ? 'status' : 'alert'}>{verify.isSuccess ? 'Thanks! Your email address is confirmed.' : problem}</Text>
            {!verify.isSuccess && user && !user.emailVerified && <ResendVerificationButton alignSelf="start" />}
            <Button asChild colorPalette="purple" variant={verify.isSuccess ? 'solid' : 'outline'}>
              <RouterLink to="/">Go to the feed</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
