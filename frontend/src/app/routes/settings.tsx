import { DeleteAccountSubsection } from '@/features/account-deletion/components/delete-account-subsection';
import { DownloadDataSubsection } from '@/features/account-export/components/download-data-subsection';
import { usePasskeys } from '@/features/passkeys/api/get-passkeys';
import { PasskeysSection } from '@/features/passkeys/components/passkeys-section';
import { SafetySection } from '@/features/safety/components/safety-section';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { usePageTitle } from '@/lib/use-page-title';
import { ProtectedRoute } from '../protected-route';

export default function SettingsRoute() {
  usePageTitle('Settings');
  return (
    <ProtectedRoute>
      <SettingsPage passkeys={<PasskeysSection />} safety={<SafetySection />} data={<DataParts />} />
    </ProtectedRoute>
  );
}

/** Settings › Data: the export, then the deletion, which a passkey may confirm once the account has one. */
function DataParts() {
  const hasPasskeys = (usePasskeys().data?.length ?? 0) > 0;
  return (
    <>
      <DownloadDataSubsection />
      <DeleteAccountSubsection passkeyConfirmation={hasPasskeys} />
    </>
  );
}
