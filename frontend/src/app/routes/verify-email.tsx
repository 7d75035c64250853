import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { useLinkToken } from '@/lib/use-link-token';
import { usePageTitle } from '@/lib/use-page-title';

export default function VerifyEmailRoute() {
  usePageTitle('Verify your email');
  return <VerifyEmailPage token={useLinkToken()} />;
}
