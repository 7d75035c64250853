import { Box, Button, Dialog, Field, Flex, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { AppDialog } from '@/components/ui/app-dialog';
import { toastError, toastRequestError, toastSuccess } from '@/components/ui/toast';
import { UserAvatar } from '@/components/ui/user-avatar';
import { firstError, type FieldErrors } from '@/lib/validation';
import type { ProfileUser } from '../api/get-profile-by-id';
import { uploadAvatar } from '../api/update-avatar';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarFileInput } from './avatar-file-input';
import { DISPLAY_NAME_MAX, USERNAME_MAX, BIO_MAX, LOCATION_MAX, WEBSITE_MAX } from '@genalpha/shared/domain';
import { DisplayNameField } from './display-name-field';
import { FeedPreferencesField } from './feed-preferences-field';
import { profileErrorsOf, validateProfile, withFieldChecked, type ProfileField } from './profile-validation';

interface Props {
  user: ProfileUser;
  onClose(): void;
  onSaved(user: ProfileUser): void;
}

export function EditProfileDialog({ user, onClose, onSaved }: Props) {
  const [username, setUsername] = useState(user.username ?? '');
  const [displayName, setDisplayName] = useState(user.displayName);
  const [bio, setBio] = useState(user.bio ?? '');
  const [location, setLocation] = useState(user.location ?? '');
  const [website, setWebsite] = useState(user.website ?? '');
  const [likesPublic, setLikesPublic] = useState(user.likesPublic);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [uploading, setUploading] = useState(false);
  const avatarInput = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const busy = uploading || update.isPending;
  const [preview, setPreview] = useState(user.avatarUrl);

  useEffect(() => {
    if (!avatar) return;
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  const form = { username, displayName, bio, location, website };
  /** On blur, and while a message shows, the field is checked with the spec's messages. */
  const check = (field: ProfileField, value: string, always: boolean) => {
    if (always || errors[field]) setErrors((current) => withFieldChecked(current, field, { ...form, [field]: value }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    const first = firstError(found);
    if (first) return toastError('Validation error', first);
    try {
      let avatarUrl: string | undefined;
      if (avatar) {
        setUploading(true);
        avatarUrl = await uploadAvatar(avatar).finally(() => setUploading(false));
      }
      const saved = await update.mutateAsync({
        userId: user.id,
        changes: {
          username: username.trim().toLowerCase(),
          displayName: displayName.trim(),
          bio: bio.trim(),
          location: location.trim() || null,
          website: website.trim() || null,
          likesPublic,
          ...(avatarUrl ? { avatarUrl } : {}),
        },
      });
      toastSuccess('Profile updated successfully');
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) setErrors(profileErrorsOf(error));
      if (error instanceof ApiError && error.status === 403) toastError('Access Denied', error.message);
      else toastRequestError(error, 'Profile update failed', errorMessage(error, 'An unexpected error occurred. Please try again.'));
    }
  };

  return (
    <AppDialog title="Edit Profile" open onOpenChange={(open) => !open && !busy && onClose()} scrollBehavior="inside" onSubmit={save} busy={busy} closeButton>
      <Dialog.Body>
        <Stack gap="4">
          <Flex align="center" gap="4">
            <UserAvatar person={{ ...user, avatarUrl: preview, avatarSources: preview === user.avatarUrl ? user.avatarSources : [] }} size="xl" />
            <Box>
              <Button size="sm" variant="outline" onClick={() => avatarInput.current?.click()} disabled={busy}>
                Change avatar
              </Button>
              <Text fontSize="xs" color={avatarProblem ? 'fg.error' : 'fg.muted'} mt="1">
                {avatarProblem ?? 'An image up to 5 MB'}
              </Text>
            </Box>
            <AvatarFileInput
              ref={avatarInput}
              onPick={(file) => {
                setAvatar(file);
                setAvatarProblem(undefined);
              }}
              onProblem={setAvatarProblem}
            />
          </Flex>
          <Field.Root invalid={!!errors.username} disabled={busy}>
            <Field.Label>Username</Field.Label>
            <Input
              value={username}
              maxLength={USERNAME_MAX + 10}
              onChange={(event) => {
                setUsername(event.target.value.toLowerCase());
                check('username', event.target.value.toLowerCase(), false);
              }}
              onBlur={(event) => check('username', event.target.value, true)}
              autoComplete="username"
            />
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <DisplayNameField
            value={displayName}
            error={errors.displayName}
            disabled={busy}
            maxLength={DISPLAY_NAME_MAX + 10}
            onChange={setDisplayName}
            onCheck={(value, always) => check('displayName', value, always)}
          />
          <Field.Root invalid={!!errors.bio} disabled={busy}>
            <Field.Label>Bio</Field.Label>
            <Textarea value={bio} maxLength={BIO_MAX} onChange={(event) => setBio(event.target.value)} rows={3} />
            <Field.ErrorText>{errors.bio}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.location} disabled={busy}>
            <Field.Label>Location</Field.Label>
            <Input value={location} maxLength={LOCATION_MAX} onChange={(event) => setLocation(event.target.value)} />
            <Field.ErrorText>{errors.location}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.website} disabled={busy}>
            <Field.Label>Website</Field.Label>
            <Input
              type="url"
              value={website}
              maxLength={WEBSITE_MAX}
              onChange={(event) => {
                setWebsite(event.target.value);
                check('website', event.target.value, false);
              }}
              onBlur={(event) => check('website', event.target.value, true)}
              placeholder="https://"
            />
            <Field.ErrorText>{errors.website}</Field.ErrorText>
          </Field.Root>
          <Switch.Root checked={likesPublic} onCheckedChange={(details) => setLikesPublic(details.checked)} colorPalette="purple" disabled={busy}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Show my liked videos on my profile</Switch.Label>
          </Switch.Root>
          <FeedPreferencesField disabled={busy} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={busy} loadingText="Saving...">
          Save
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
