import { ThemePage } from '@/features/settings/theme/theme-page';

export function ThemeRoute() {
  return <ThemePage />;
}
