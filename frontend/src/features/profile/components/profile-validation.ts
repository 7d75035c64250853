import {
  DISPLAY_NAME_MAX,
  USERNAME_MAX,
  USERNAME_REQUIRED,
  USERNAME_CHARACTERS,
  USERNAME_TOO_LONG,
  DISPLAY_NAME_REQUIRED,
  DISPLAY_NAME_TOO_LONG,
  WEBSITE_INVALID,
} from '@genalpha/shared/domain';
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
  if (!username) errors.username = USERNAME_REQUIRED;
  else if (!/^[a-z0-9]+$/.test(username)) errors.username = USERNAME_CHARACTERS;
  else if (username.length > USERNAME_MAX) errors.username = USERNAME_TOO_LONG;
  const displayName = form.displayName.trim();
  if (!displayName) errors.displayName = DISPLAY_NAME_REQUIRED;
  else if (displayName.length > DISPLAY_NAME_MAX) errors.displayName = DISPLAY_NAME_TOO_LONG;
  const website = form.website?.trim();
  if (website && !/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(website)) errors.website = WEBSITE_INVALID;
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
