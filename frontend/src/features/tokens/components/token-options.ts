import { TOKEN_LIFETIMES_DAYS } from '@genalpha/shared/domain';
import type { NewAccessToken } from '../api/create-access-token';
import type { TokenScope } from '../api/get-access-tokens';

/** What each scope lets a token do, in the order the form lists them. */
export const SCOPE_OPTIONS: readonly { scope: TokenScope; label: string; description: string; palette: string }[] = [
  { scope: 'read', label: 'Read', description: 'See feeds, videos, comments and notifications', palette: 'blue' },
  { scope: 'write', label: 'Write', description: 'Like, comment, follow, report, edit and delete your videos', palette: 'orange' },
  { scope: 'upload', label: 'Upload', description: 'Upload videos', palette: 'green' },
];

type Lifetime = (typeof TOKEN_LIFETIMES_DAYS)[number];
export type ExpiryChoice = `${Lifetime}` | 'never';

export const EXPIRY_OPTIONS: readonly { value: ExpiryChoice; label: string }[] = [
  ...TOKEN_LIFETIMES_DAYS.map((days) => ({ value: `${days}` as const, label: `${days} days` })),
  { value: 'never', label: 'Never' },
];

export function expiresInDaysOf(choice: ExpiryChoice): NewAccessToken['expiresInDays'] {
  return choice === 'never' ? null : (Number(choice) as Lifetime);
}
