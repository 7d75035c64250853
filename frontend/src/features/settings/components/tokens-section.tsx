import { Button, Text } from '@chakra-ui/react';
import { ChevronRight, KeyRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsSection } from '@/components/ui/settings-section';

export function TokensSection() {
  return (
    <SettingsSection id="api-tokens" title="API tokens" icon={KeyRound}>
      <Text color="fg.muted" fontSize="sm" mb="4">
        Tokens let a script or tool use the API as you. A token can never moderate, manage tokens or end sessions.
      </Text>
      <Button asChild variant="outline" size="sm">
        <RouterLink to="/settings/tokens">
          Manage API tokens <ChevronRight />
        </RouterLink>
      </Button>
    </SettingsSection>
  );
}
