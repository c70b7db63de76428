import { SettingsPage } from '@/features/settings/company/settings-page';

export function SettingsRoute() {
  return <SettingsPage />;
}
