import { useNavigate } from 'react-router-dom';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { useLinkToken } from '@/lib/use-link-token';
import { usePageTitle } from '@/lib/use-page-title';

export default function ResetPasswordRoute() {
  usePageTitle('Choose a new password');
  const token = useLinkToken();
  const navigate = useNavigate();
  return <ResetPasswordPage token={token} onDone={() => navigate('/', { replace: true })} />;
}
