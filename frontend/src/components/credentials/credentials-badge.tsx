import { Badge, type BadgeProps } from '@chakra-ui/react';
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { forwardRef } from 'react';
import type { FeedVideo } from '@/api/types';

type State = FeedVideo['credentialsState'];

/** What each state of a video's Content Credentials is called, and how it looks (the text carries it, not the colour). */
export const CREDENTIALS_LOOK = {
  valid: { label: 'Verified', palette: 'green', Icon: ShieldCheck },
  unconfirmed: { label: 'Unconfirmed', palette: 'orange', Icon: ShieldQuestion },
  untrusted: { label: 'Unverified', palette: 'gray', Icon: ShieldQuestion },
  invalid: { label: 'Invalid', palette: 'red', Icon: ShieldAlert },
} as const;

interface Props extends BadgeProps {
  state: State;
}

/** The Content Credentials badge ("Verified", "Unconfirmed", "Unverified", "Invalid"); nothing for a video without credentials. */
export const CredentialsBadge = forwardRef<HTMLSpanElement, Props>(function CredentialsBadge({ state, ...rest }, ref) {
  if (state === 'none') return null;
  const { label, palette, Icon } = CREDENTIALS_LOOK[state];
  return (
    <Badge ref={ref} colorPalette={palette} variant="surface" title={`Content Credentials: ${label}`} data-credentials={state} {...rest}>
      <Icon size={12} aria-hidden />
      {label}
    </Badge>
  );
});
