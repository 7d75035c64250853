import { AboutPage } from '@/features/about/components/about-page';
import { usePageTitle } from '@/lib/use-page-title';

export default function AboutRoute() {
  usePageTitle('About');
  return <AboutPage />;
}
