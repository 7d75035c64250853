import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page';
import { useLinkToken } from '@/lib/use-link-token';
import { usePageTitle } from '@/lib/use-page-title';

export default function ConfirmEmailRoute() {
  usePageTitle('Confirm your new email');
  return <ConfirmEmailPage token={useLinkToken()} />;
}
