import { SettingsPage } from '@/features/settings/components/settings-page';
import { usePageTitle } from '@/lib/use-page-title';
import { ProtectedRoute } from '../protected-route';

export default function SettingsRoute() {
  usePageTitle('Settings');
  return (
    <ProtectedRoute>
      <SettingsPage />
    </ProtectedRoute>
  );
}
