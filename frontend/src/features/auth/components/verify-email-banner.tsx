import { CloseButton, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { ResendVerificationButton } from './resend-verification-button';

export const VERIFY_BANNER_DISMISSED_KEY = 'genalpha_verify_banner_dismissed';

function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(VERIFY_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** For a signed-in account whose address is unverified: a reminder, with Resend; closed, it stays closed for this visit. */
export function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(isDismissed);
  if (!user || user.emailVerified || dismissed || pathname === '/verify-email') return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(VERIFY_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Storage refused: closed until the page reloads.
    }
    setDismissed(true);
  };
  return (
    <HStack role="region" aria-label="Confirm your email" bg="purple.subtle" px="4" py="2" gap="3" justify="center" flexWrap="wrap">
      <Text fontSize="sm">Confirm your email address: we sent a link to your inbox.</Text>
      <ResendVerificationButton variant="outline" />
      <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} />
    </HStack>
  );
}
