import { Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormProblem } from '@/components/ui/form-problem';
import { toastSuccess } from '@/components/ui/toast';
import { useFormErrors } from '@/lib/use-form-errors';
import { passwordError, type FieldErrors } from '@/lib/validation';
import { useChangePassword, type PasswordChange } from '../api/change-password';

type PasswordField = keyof PasswordChange;

/** The sign-in rule for the current password, the registration rule for the new one. */
export function validatePasswordChange({ currentPassword, newPassword }: PasswordChange): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  const current = passwordError('login', currentPassword);
  const next = passwordError('register', newPassword);
  if (current) errors.currentPassword = current;
  if (next) errors.newPassword = next;
  return errors;
}

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  // The server's field messages include a wrong current password.
  const { errors, setErrors, problem, setProblem, showServerErrors } = useFormErrors<PasswordField>(
    ['currentPassword', 'newPassword'],
    'Your password could not be changed. Please try again.',
  );
  const change = useChangePassword();

  const edit = (field: PasswordField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        toastSuccess('Password changed', 'Your other sessions have been signed out.');
      },
      onError: showServerErrors,
    });
  };

  return (
    <Stack asChild gap="4" maxW={{ md: 'sm' }}>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Field.Root invalid={!!errors.currentPassword} disabled={change.isPending}>
          <Field.Label>Current password</Field.Label>
          <Input
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => edit('currentPassword', event.target.value)}
          />
          <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.newPassword} disabled={change.isPending}>
          <Field.Label>New password</Field.Label>
          <Input
            type="password"
            name="newPassword"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            value={values.newPassword}
            onChange={(event) => edit('newPassword', event.target.value)}
          />
          {errors.newPassword ? (
            <Field.ErrorText>{errors.newPassword}</Field.ErrorText>
          ) : (
            <Field.HelperText>Your other devices are signed out; this one stays signed in.</Field.HelperText>
          )}
        </Field.Root>
        <FormProblem message={problem} />
        <Box>
          <Button type="submit" colorPalette="purple" loading={change.isPending} loadingText="Changing...">
            Change password
          </Button>
        </Box>
      </form>
    </Stack>
  );
}
