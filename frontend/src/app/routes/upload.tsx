import { ProtectedRoute } from '../protected-route';
import { UploadForm } from '@/features/upload/components/upload-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function UploadRoute() {
  usePageTitle('Upload');
  return (
    <ProtectedRoute>
      <UploadForm />
    </ProtectedRoute>
  );
}
