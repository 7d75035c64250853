import { Button } from '@chakra-ui/react';
import { Settings, ShieldCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';

/** Staff reach the console from their own profile too (on phones the header has no room for it). */
export function ModerationConsoleLink() {
  const { data: viewer } = useCurrentUser();
  if (!viewer || viewer.role === 'user') return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <RouterLink to="/admin">
        <ShieldCheck /> Moderation console
      </RouterLink>
    </Button>
  );
}

/** The viewer's settings: account, security (password, sessions), API tokens, data. */
export function SettingsLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to="/settings">
        <Settings /> Settings
      </RouterLink>
    </Button>
  );
}
