import { Database } from 'lucide-react';
import { FeedPreferencesField } from '@/features/profile/components/feed-preferences-field';
import { SettingsSection } from './settings-section';

export function DataSection() {
  return (
    <SettingsSection id="data" title="Data" description="What GenAlpha keeps about how you use it." icon={Database}>
      <FeedPreferencesField disabled={false} />
    </SettingsSection>
  );
}
