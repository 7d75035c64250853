import { Button, Field, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { isValidEmail } from '@/lib/validation';
import { useRequestPasswordReset } from '../api/password-reset';
import { EMAIL_INVALID } from '@genalpha/shared/domain';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(EMAIL_INVALID);
    setError(undefined);
    reset.mutate(email.trim(), { onError: (failure) => setError(errorMessage(failure, 'Something went wrong')) });
  };

  if (reset.isSuccess) {
    return (
      <Stack gap="4">
        <Text role="status">{reset.data.message}</Text>
        <Text color="fg.muted" fontSize="sm">
          The link works once, for one hour. Nothing in your inbox? Check your spam folder.
        </Text>
        <Button variant="outline" onClick={onBack}>
          Back to login
        </Button>
      </Stack>
    );
  }
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
      <Field.Root invalid={!!error} disabled={reset.isPending}>
        <Field.Label>Email</Field.Label>
        <Input type="email" name="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="purple" size="lg" loading={reset.isPending} disabled={reset.isPending} mt="2">
        Send reset link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to login
      </Button>
    </chakra.form>
  );
}
