import { Palette } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { themes } from '@/lib/themes';
import { PageHeader } from '../page-header';
import { SectionCard } from '../section-card';
import { ThemeCard } from './theme-card';
import { ThemePreview } from './theme-preview';
import { useThemeSelection } from './use-theme-selection';

/** /settings/theme: the 8 palettes, auto-apply, and a preview. */
export function ThemePage() {
  const { state, canApply, select, applySelected, setAutoApply } = useThemeSelection();

  return (
    <section className="space-y-6">
      <PageHeader
        title="Configurações de Tema"
        description="Escolha as cores do painel e do cardápio online."
      />
      <SectionCard
        icon={Palette}
        title="Paletas de cores"
        description="O tema vale para o painel e para o cardápio que seus clientes abrem."
      >
        <CardContent className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-muted/40 p-3">
            <div className="flex items-center gap-3">
              <Switch
                id="theme-auto-apply"
                checked={state.autoApply}
                onCheckedChange={setAutoApply}
              />
              <Label htmlFor="theme-auto-apply" className="grid gap-0.5">
                <span>Aplicar automaticamente</span>
                <span className="text-xs font-normal text-muted-foreground">
                  Ao escolher uma paleta, ela é aplicada na hora.
                </span>
              </Label>
            </div>
            <Button onClick={applySelected} disabled={!canApply}>
              Aplicar Tema
            </Button>
          </div>
          <div
            role="radiogroup"
            aria-label="Paletas de cores"
            className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
          >
            {themes.map((theme) => (
              <ThemeCard
                key={theme.id}
                theme={theme}
                selected={state.selected === theme.id}
                applied={state.applied === theme.id}
                onSelect={() => select(theme.id)}
              />
            ))}
          </div>
        </CardContent>
      </SectionCard>
      <ThemePreview />
    </section>
  );
}
