import { Grid, Link, Stack, Text } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '@/api/types';
import { SettingsSection } from '@/components/ui/settings-section';
import { ChangeEmailForm } from './change-email-form';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm" pt={{ sm: '0.5' }}>
        {label}
      </Text>
      <Text as="dd" wordBreak="break-all" mb={{ base: '3', sm: '0' }} _last={{ mb: '0' }}>
        {children}
      </Text>
    </>
  );
}

export function AccountSection({ user }: { user: CurrentUser }) {
  return (
    <SettingsSection id="account" title="Account" description="Who you are on GenAlpha." icon={UserRound}>
      <Stack gap="6">
        <Grid as="dl" templateColumns={{ base: '1fr', sm: '8rem 1fr' }} rowGap={{ base: '0.5', sm: '3' }} columnGap="4">
          <Detail label="Email">{user.email}</Detail>
          <Detail label="Profile">
            <Link asChild color="brand.fg">
              <RouterLink to="/profile">{user.username ? `@${user.username}` : user.displayName}</RouterLink>
            </Link>
          </Detail>
        </Grid>
        <ChangeEmailForm />
      </Stack>
    </SettingsSection>
  );
}
