import { AccessTokensPage } from '@/features/tokens/components/access-tokens-page';
import { usePageTitle } from '@/lib/use-page-title';
import { ProtectedRoute } from '../protected-route';

export default function TokensRoute() {
  usePageTitle('API tokens');
  return (
    <ProtectedRoute>
      <AccessTokensPage />
    </ProtectedRoute>
  );
}
