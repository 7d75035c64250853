import { Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { AppDialog } from '@/components/ui/app-dialog';
import { toastError, toastRequestError, toastSuccess } from '@/components/ui/toast';
import { firstError, type FieldErrors } from '@/lib/validation';
import type { ProfileUser } from '../api/get-profile-by-id';
import { useUpdateProfile } from '../api/update-profile';
import { DisplayNameField } from './display-name-field';
import { profileErrorsOf, validateProfile, withFieldChecked, type ProfileField } from './profile-validation';

interface Props {
  user: ProfileUser;
  onClose(): void;
}

/** Shown to a signed-in user without a username on their own profile: picks the username and display name. */
export function WelcomeDialog({ user, onClose }: Props) {
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState(user.displayName);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const update = useUpdateProfile();

  /** On blur, and while a message shows, the field is checked with the spec's messages. */
  const check = (field: 'username' | 'displayName', value: string, always: boolean) => {
    if (always || errors[field]) setErrors((current) => withFieldChecked(current, field, { username, displayName, [field]: value }));
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile({ username, displayName });
    setErrors(found);
    const first = firstError(found);
    if (first) return toastError('Validation error', first);
    // Awaited rather than passed to mutate(): saving the username closes this dialog, and
    // mutate() callbacks do not run once their component has unmounted.
    update
      .mutateAsync({ userId: user.id, changes: { username: username.trim().toLowerCase(), displayName: displayName.trim() } })
      .then((saved) => {
        toastSuccess(`Welcome, ${saved.displayName}!`, 'Your profile has been created successfully. Start sharing your amazing AI videos!');
        onClose();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) setErrors(profileErrorsOf(error));
        toastRequestError(error, 'Profile creation failed', errorMessage(error, 'Unable to create profile. Please try again.'));
      });
  };

  return (
    <AppDialog title="Welcome to GenAlpha!" open onOpenChange={(open) => !open && onClose()} onSubmit={create}>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">Create your profile to start sharing your AI-generated videos.</Text>
          <Field.Root invalid={!!errors.username} disabled={update.isPending}>
            <Field.Label>Username</Field.Label>
            <Input
              value={username}
              onChange={(event) => {
                setUsername(event.target.value.toLowerCase());
                check('username', event.target.value.toLowerCase(), false);
              }}
              onBlur={(event) => {
                // Leaving an untouched field (or closing the dialog) is not a mistake yet.
                if (event.target.value || errors.username) check('username', event.target.value, true);
              }}
              placeholder="yourname"
              autoComplete="username"
              autoFocus
            />
            <Field.HelperText>Lowercase letters and numbers only</Field.HelperText>
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <DisplayNameField
            value={displayName}
            error={errors.displayName}
            disabled={update.isPending}
            onChange={setDisplayName}
            onCheck={(value, always) => check('displayName', value, always)}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={onClose} disabled={update.isPending}>
          Later
        </Button>
        <Button type="submit" colorPalette="purple" disabled={!username.trim() || !displayName.trim()} loading={update.isPending}>
          Create Profile
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
