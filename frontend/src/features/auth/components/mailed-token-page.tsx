import { Button, Card, Container, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { PageSpinner } from '@/components/ui/page-spinner';

export const MAILED_LINK_INCOMPLETE = 'This link is incomplete. Open the link from the mail again.';

interface Props {
  token: string | null;
  /** Spends the token; a token is good once. */
  mutation: UseMutationResult<unknown, Error, string>;
  spinnerLabel: string;
  titles: { done: string; failed: string };
  doneText: string;
  /** Shown under the failure (a way to get a new link). */
  onFailure?: ReactNode;
}

/** A page a mailed link opens: it spends the link's token as soon as it opens, then says how it went. */
export function MailedTokenPage({ token, mutation, spinnerLabel, titles, doneText, onFailure }: Props) {
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a token is used up by its first request (React runs effects twice in development).
    if (!token || sent.current) return;
    sent.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  if (token && !mutation.isSuccess && !mutation.isError) return <PageSpinner label={spinnerLabel} />;
  const problem = token ? errorMessage(mutation.error, 'Something went wrong') : MAILED_LINK_INCOMPLETE;
  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h1">{mutation.isSuccess ? titles.done : titles.failed}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Text role={mutation.isSuccess ? 'status' : 'alert'}>{mutation.isSuccess ? doneText : problem}</Text>
            {!mutation.isSuccess && onFailure}
            <Button asChild colorPalette="purple" variant={mutation.isSuccess ? 'solid' : 'outline'}>
              <RouterLink to="/">Go to the feed</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
