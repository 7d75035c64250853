import { useCurrentUser } from '@/api/session/get-current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Feed } from '@/features/feed/components/feed';
import { GateScreen } from '@/features/gate/components/gate-screen';
import { useGatePassed } from '@/lib/use-gate-passed';

/** The feed; a visitor who is not signed in and has not passed the alpha gate sees the gate instead. */
export default function HomeRoute() {
  const passed = useGatePassed();
  const { data: user, isPending } = useCurrentUser();
  if (passed) return <Feed />;
  if (isPending) return <PageSpinner />;
  if (!user) return <GateScreen onPassed={() => undefined} />;
  return <Feed />;
}
