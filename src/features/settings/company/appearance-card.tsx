import { Link } from 'react-router-dom';
import { Palette } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { getTheme } from '@/lib/themes';
import { SectionCard } from '../section-card';

/** (e) The applied palette and the way to the theme page. */
export function AppearanceCard({ themeId }: { themeId: string | undefined }) {
  const theme = getTheme(themeId);
  const colors = Object.values(theme.colors);
  return (
    <SectionCard
      icon={Palette}
      title="Aparência"
      description="Escolha as cores do painel e do cardápio online."
    >
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <div className="flex -space-x-1.5" aria-hidden="true">
            {colors.map((color) => (
              <span
                key={color}
                className="size-7 rounded-full border-2 border-card shadow-sm"
                style={{ backgroundColor: `hsl(${color})` }}
              />
            ))}
          </div>
          <p className="text-sm">
            Tema atual: <span className="font-medium">{theme.name}</span>
          </p>
        </div>
        <Link to="/settings/theme" className={buttonVariants({ variant: 'outline' })}>
          <Palette aria-hidden="true" />
          Personalizar tema
        </Link>
      </CardContent>
    </SectionCard>
  );
}
