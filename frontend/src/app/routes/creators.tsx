import { CreatorsPage } from '@/features/creators/components/creators-page';
import { usePageTitle } from '@/lib/use-page-title';

export default function CreatorsRoute() {
  usePageTitle('Creators');
  return <CreatorsPage />;
}
