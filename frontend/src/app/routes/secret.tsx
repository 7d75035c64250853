import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { GateScreen } from '@/features/gate/components/gate-screen';
import { useGatePassed } from '@/lib/use-gate-passed';

export default function SecretRoute() {
  const navigate = useNavigate();
  const passed = useGatePassed();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (user || passed) return <Navigate to="/" replace />;
  return <GateScreen onPassed={() => navigate('/', { replace: true })} />;
}
