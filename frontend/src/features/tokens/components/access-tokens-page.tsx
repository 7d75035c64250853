import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LIVE_TOKENS_MAX } from '@genalpha/shared/domain';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CreatedAccessToken } from '../api/create-access-token';
import { useAccessTokens } from '../api/get-access-tokens';
import { AccessTokenList } from './access-token-list';
import { CreateTokenForm } from './create-token-form';
import { NewTokenSecret } from './new-token-secret';

/** Settings › API tokens: create a token (its secret shown once), see them, revoke them. */
export function AccessTokensPage() {
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [shownSecret, setShownSecret] = useState(false);
  const atLimit = (useAccessTokens().data?.length ?? 0) >= LIVE_TOKENS_MAX;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
            <RouterLink to="/settings">
              <ArrowLeft size={14} aria-hidden /> Back to settings
            </RouterLink>
          </Link>
          <Heading as="h1" size="2xl">
            API tokens
          </Heading>
          <Text color="fg.muted">
            A token lets a script or tool use the API as you: send it as{' '}
            <Box as="code" fontFamily="mono" fontSize="0.875em" bg="bg.muted" px="1" rounded="sm">
              Authorization: Bearer &lt;token&gt;
            </Box>
            . A token can never moderate, manage tokens or end sessions.
          </Text>
        </Stack>

        <Box as="section" aria-labelledby="create-token-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
          <Heading id="create-token-heading" as="h2" size="lg" mb="4">
            Create token
          </Heading>
          {created ? (
            <NewTokenSecret
              created={created}
              onDone={() => {
                setCreated(null);
                setShownSecret(true);
              }}
            />
          ) : (
            <CreateTokenForm atLimit={atLimit} focusName={shownSecret} onCreated={setCreated} />
          )}
        </Box>

        <Box as="section" aria-labelledby="your-tokens-heading">
          <Heading id="your-tokens-heading" as="h2" size="lg" mb="4">
            Your tokens
          </Heading>
          <AccessTokenList />
        </Box>
      </Stack>
    </Container>
  );
}
