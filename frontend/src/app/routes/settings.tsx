import { DeleteAccountSection } from '@/features/account-deletion/components/delete-account-section';
import { PasskeysSection } from '@/features/passkeys/components/passkeys-section';
import { SafetySection } from '@/features/safety/components/safety-section';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { usePageTitle } from '@/lib/use-page-title';
import { ProtectedRoute } from '../protected-route';

export default function SettingsRoute() {
  usePageTitle('Settings');
  return (
    <ProtectedRoute>
      <SettingsPage passkeys={<PasskeysSection />} safety={<SafetySection />} data={<DeleteAccountSection />} />
    </ProtectedRoute>
  );
}
