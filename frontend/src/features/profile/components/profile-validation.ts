import { DISPLAY_NAME_MAX, USERNAME_MAX } from '@genalpha/domain';
import type { ApiError } from '@/api/client';
import type { FieldErrors } from '@/lib/validation';

export type ProfileField = 'username' | 'displayName' | 'bio' | 'location' | 'website';

export interface ProfileForm {
  username: string;
  displayName: string;
  bio?: string;
  location?: string;
  website?: string;
}

/** The spec's rules, checked on trimmed values with the username lowercased. */
export function validateProfile(form: ProfileForm): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const username = form.username.trim().toLowerCase();
  if (!username) errors.username = 'Username is required';
  else if (!/^[a-z0-9]+$/.test(username)) errors.username = 'Username can only contain lowercase letters and numbers';
  else if (username.length > USERNAME_MAX) errors.username = `Username must be ${USERNAME_MAX} characters or less`;
  const displayName = form.displayName.trim();
  if (!displayName) errors.displayName = 'Display name is required';
  else if (displayName.length > DISPLAY_NAME_MAX) errors.displayName = `Display name must be ${DISPLAY_NAME_MAX} characters or less`;
  const website = form.website?.trim();
  if (website && !/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(website)) errors.website = 'Website must be a valid http(s) URL';
  return errors;
}

/**
 * Inline validation as the user leaves a field (and, once a message shows, as they fix it): the
 * errors with `field`'s entry replaced by what `form` says about it now.
 */
export function withFieldChecked(errors: FieldErrors<ProfileField>, field: ProfileField, form: ProfileForm): FieldErrors<ProfileField> {
  const message = validateProfile(form)[field];
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

/** The server's 400, field by field. */
export function profileErrorsOf(error: ApiError): FieldErrors<ProfileField> {
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
}
