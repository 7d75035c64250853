import { DataList, Link } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '@/api/types';
import { SettingsSection } from './settings-section';

export function AccountSection({ user }: { user: CurrentUser }) {
  return (
    <SettingsSection id="account" title="Account" description="Who you are on GenAlpha." icon={UserRound}>
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="4">
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{user.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Profile</DataList.ItemLabel>
          <DataList.ItemValue>
            <Link asChild color="brand.fg">
              <RouterLink to="/profile">{user.username ? `@${user.username}` : user.displayName}</RouterLink>
            </Link>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </SettingsSection>
  );
}
