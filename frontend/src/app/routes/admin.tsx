import { AdminPage } from '@/features/admin/components/admin-page';
import { usePageTitle } from '@/lib/use-page-title';

export default function AdminRoute() {
  usePageTitle('Moderation console');
  return <AdminPage />;
}
