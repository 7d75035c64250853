import { CloseButton, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { TAB_BAR_HEIGHT, TICKER_HEIGHT } from '@/components/layout/chrome-sizes';
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
  // Floating above the bottom chrome rather than in the page's flow: it appears once the user has
  // loaded, and in the flow it would push the whole page down (the boot screen's posters included).
  return (
    <HStack
      role="region"
      aria-label="Confirm your email"
      position="fixed"
      zIndex="banner"
      insetX="3"
      mx="auto"
      maxW="lg"
      bottom={{ base: `${TAB_BAR_HEIGHT + TICKER_HEIGHT + 12}px`, lg: `${TICKER_HEIGHT + 12}px` }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="purple.muted"
      rounded="xl"
      shadow="lg"
      ps="4"
      pe="1"
      py="1"
      gap="2"
    >
      <Text fontSize="sm" flex="1">
        Confirm your email address: we sent a link to your inbox.
      </Text>
      <ResendVerificationButton variant="outline" minH="11" />
      <CloseButton aria-label="Dismiss" minW="11" minH="11" onClick={dismiss} />
    </HStack>
  );
}
