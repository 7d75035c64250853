import { Box, Button, Card, Container, Heading, HStack, Separator, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { toastError, toastSuccess } from '@/components/ui/toast';
import type { FieldErrors } from '@/lib/validation';
import { SCHEDULED_FOR_DELETION_STATUS } from '../api/cancel-deletion';
import { useLogin, type Credentials } from '../api/login';
import { useRegister } from '../api/register';
import { AUTH_TAGLINE, AUTH_TITLE, LOGIN_DESCRIPTION, LOGIN_TAB, LOGIN_TITLE, SIGN_UP_TAB } from './auth-copy';
import { AuthSidePanel } from './auth-side-panel';
import { CredentialsForm } from './credentials-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasskeySignIn } from './passkey-sign-in';
import { ScheduledDeletionNotice } from './scheduled-deletion-notice';
import { INVALID_CREDENTIALS } from '@genalpha/shared/domain';

type CredentialErrors = FieldErrors<'email' | 'password'>;

function fieldErrorsOf(error: unknown): CredentialErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.filter((e) => e.field === 'email' || e.field === 'password').map((e) => [e.field, e.message]));
}

/** Login (default) and Sign Up tabs; `onSignedIn` gets whether the account is new. */
export function AuthPage({ onSignedIn }: { onSignedIn: (isNew: boolean) => void }) {
  const login = useLogin();
  const register = useRegister();
  const [serverErrors, setServerErrors] = useState<CredentialErrors>({});
  const [forgotPassword, setForgotPassword] = useState(false);
  /** The last sign-in reached an account scheduled for deletion: what the server said, and the credentials that can cancel it. */
  const [scheduled, setScheduled] = useState<{ message: string; credentials: Credentials } | null>(null);

  // Awaited rather than passed to mutate(): once the user is cached this page redirects and
  // unmounts, and mutate() callbacks do not run after that.
  const onLogin = (credentials: Credentials) => {
    setScheduled(null);
    return login
      .mutateAsync(credentials)
      .then(() => {
        toastSuccess('Welcome back!');
        onSignedIn(false);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === SCHEDULED_FOR_DELETION_STATUS) return setScheduled({ message: error.message, credentials });
        setServerErrors(fieldErrorsOf(error));
        toastError('Login failed', errorMessage(error, INVALID_CREDENTIALS));
      });
  };

  const onRegister = (credentials: Credentials) =>
    register
      .mutateAsync(credentials)
      .then(() => {
        toastSuccess('Account created', 'Your account has been created successfully.');
        onSignedIn(true);
      })
      .catch((error: unknown) => {
        setServerErrors(fieldErrorsOf(error));
        toastError('Registration failed', errorMessage(error, 'Please check your information and try again'));
      });

  return (
    <Container maxW="6xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="stretch">
        <Stack gap="6" maxW="md" w="full" mx="auto">
          <Box textAlign="center">
            <Heading as="h1" size="2xl" mb="2">
              {AUTH_TITLE}
            </Heading>
            <Text color="fg.muted">{AUTH_TAGLINE}</Text>
          </Box>
          {scheduled && (
            <ScheduledDeletionNotice
              message={scheduled.message}
              credentials={scheduled.credentials}
              onCancelled={() => {
                setScheduled(null);
                void onLogin(scheduled.credentials);
              }}
            />
          )}
          <Tabs.Root defaultValue="login" variant="enclosed" fitted onValueChange={() => setServerErrors({})}>
            <Tabs.List w="full">
              <Tabs.Trigger value="login">{LOGIN_TAB}</Tabs.Trigger>
              <Tabs.Trigger value="register">{SIGN_UP_TAB}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              {forgotPassword ? (
                <Card.Root>
                  <Card.Header>
                    <Card.Title as="h2">Reset your password</Card.Title>
                    <Card.Description>Enter your account's email and we'll send you a link to choose a new password.</Card.Description>
                  </Card.Header>
                  <Card.Body>
                    <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
                  </Card.Body>
                </Card.Root>
              ) : (
                <Card.Root>
                  <Card.Header>
                    <Card.Title as="h2">{LOGIN_TITLE}</Card.Title>
                    <Card.Description>{LOGIN_DESCRIPTION}</Card.Description>
                  </Card.Header>
                  <Card.Body>
                    <CredentialsForm mode="login" submitLabel="Login" pending={login.isPending} serverErrors={serverErrors} onSubmit={onLogin} />
                    <Button variant="plain" size="sm" colorPalette="purple" mt="2" alignSelf="center" onClick={() => setForgotPassword(true)}>
                      Forgot password?
                    </Button>
                  </Card.Body>
                </Card.Root>
              )}
            </Tabs.Content>
            <Tabs.Content value="register">
              <Card.Root>
                <Card.Header>
                  <Card.Title as="h2">Create Account</Card.Title>
                  <Card.Description>Join GenAlpha and start sharing your AI-generated videos with the world.</Card.Description>
                </Card.Header>
                <Card.Body>
                  <CredentialsForm
                    mode="register"
                    submitLabel="Create Account"
                    pending={register.isPending}
                    serverErrors={serverErrors}
                    onSubmit={onRegister}
                  />
                </Card.Body>
              </Card.Root>
            </Tabs.Content>
          </Tabs.Root>
          <HStack>
            <Separator flex="1" />
            <Text flexShrink="0" fontSize="sm" color="fg.muted">
              Or continue with
            </Text>
            <Separator flex="1" />
          </HStack>
          <PasskeySignIn onSignedIn={() => onSignedIn(false)} />
          <Button variant="outline" disabled w="full">
            Continue with Google (Coming Soon)
          </Button>
        </Stack>
        <AuthSidePanel />
      </SimpleGrid>
    </Container>
  );
}
