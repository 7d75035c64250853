import { Button, Field, Input, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { passwordError } from '@/lib/validation';

interface Props {
  pending: boolean;
  /** The server's refusal of the last attempt (an expired link, a password it would not take). */
  serverError?: string;
  onSubmit(password: string): void;
}

/** A new password, with the sign-up rule and message. */
export function ResetPasswordForm({ pending, serverError, onSubmit }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const shown = error ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordError('register', password);
    setError(found);
    if (!found) onSubmit(password);
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
      <Field.Root invalid={!!shown} disabled={pending}>
        <Field.Label>New password</Field.Label>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field.ErrorText>{shown}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="purple" size="lg" loading={pending} disabled={pending} mt="2">
        Set new password
      </Button>
    </chakra.form>
  );
}
