import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormProblem } from '@/components/ui/form-problem';
import { useFormErrors } from '@/lib/use-form-errors';
import { isValidEmail, passwordError, type FieldErrors } from '@/lib/validation';
import { useChangeEmail, type EmailChange } from '../api/change-email';
import { EMAIL_INVALID } from '@genalpha/shared/domain';

type EmailField = keyof EmailChange;

export function validateEmailChange({ email, password }: EmailChange): FieldErrors<EmailField> {
  const errors: FieldErrors<EmailField> = {};
  const wrongPassword = passwordError('login', password);
  if (!isValidEmail(email)) errors.email = EMAIL_INVALID;
  if (wrongPassword) errors.password = wrongPassword;
  return errors;
}

const EMPTY: EmailChange = { email: '', password: '' };

/** Asks for a new address with the current password; the address changes once the mailed link is followed. */
export function ChangeEmailForm() {
  const [values, setValues] = useState<EmailChange>(EMPTY);
  // The server's field messages include a wrong password.
  const { errors, setErrors, problem, setProblem, showServerErrors } = useFormErrors<EmailField>(
    ['email', 'password'],
    'Your email could not be changed. Please try again.',
  );
  const [sentTo, setSentTo] = useState<string>();
  const change = useChangeEmail();

  const edit = (field: EmailField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailChange(values);
    setErrors(found);
    setProblem(undefined);
    setSentTo(undefined);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    change.mutate(
      { email, password: values.password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSentTo(email);
        },
        onError: showServerErrors,
      },
    );
  };

  return (
    <Stack asChild gap="4" maxW={{ md: 'sm' }}>
      <form onSubmit={submit} noValidate aria-label="Change email">
        <Field.Root invalid={!!errors.email} disabled={change.isPending}>
          <Field.Label>New email</Field.Label>
          <Input type="email" name="email" autoComplete="email" value={values.email} onChange={(event) => edit('email', event.target.value)} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password} disabled={change.isPending}>
          <Field.Label>Current password</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => edit('password', event.target.value)}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <FormProblem message={problem} />
        {sentTo && (
          <Text role="status" fontSize="sm">
            Check your inbox at {sentTo} for a link to confirm it.
          </Text>
        )}
        <Box>
          <Button type="submit" colorPalette="purple" loading={change.isPending} loadingText="Sending...">
            Change email
          </Button>
        </Box>
      </form>
    </Stack>
  );
}
