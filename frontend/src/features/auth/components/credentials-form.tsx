import { Button, Field, Input, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { isValidEmail, passwordError, type FieldErrors } from '@/lib/validation';
import type { Credentials } from '../api/login';
import { EMAIL_INVALID } from '@genalpha/shared/domain';

export type CredentialsMode = 'login' | 'register';

export function validateCredentials(mode: CredentialsMode, { email, password }: Credentials): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!isValidEmail(email)) errors.email = EMAIL_INVALID;
  const problem = passwordError(mode, password);
  if (problem) errors.password = problem;
  return errors;
}

interface Props {
  mode: CredentialsMode;
  submitLabel: string;
  pending: boolean;
  /** Field errors the server sent back for the last attempt. */
  serverErrors?: FieldErrors<'email' | 'password'>;
  onSubmit(credentials: Credentials): void;
}

/** Email and password with the spec's messages under each field (no native browser validation). */
export function CredentialsForm({ mode, submitLabel, pending, serverErrors, onSubmit }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(mode, { email, password });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ email: email.trim(), password });
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
      <Field.Root invalid={!!shown.email} disabled={pending}>
        <Field.Label>Email</Field.Label>
        <Input
          type="email"
          name="email"
          // Login: the browser may offer this site's passkeys here too (conditional UI, see PasskeySignIn).
          autoComplete={mode === 'login' ? 'username webauthn' : 'email'}
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field.ErrorText>{shown.email}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!shown.password} disabled={pending}>
        <Field.Label>Password</Field.Label>
        <Input
          type="password"
          name="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          placeholder={mode === 'login' ? 'Your password' : 'At least 6 characters'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field.ErrorText>{shown.password}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="purple" size="lg" loading={pending} disabled={pending} mt="2">
        {submitLabel}
      </Button>
    </chakra.form>
  );
}
