import { Check } from 'lucide-react';
import type { Theme } from '@/lib/themes';
import { cn } from '@/lib/utils';

interface ThemeCardProps {
  theme: Theme;
  selected: boolean;
  applied: boolean;
  onSelect: () => void;
}

/** One palette: its name, swatches and description; a radio in the palette group. */
export function ThemeCard({ theme, selected, applied, onSelect }: ThemeCardProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border bg-card p-3 text-left shadow-sm outline-none transition-all hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring sm:p-4',
        selected && 'border-primary ring-2 ring-primary',
      )}
    >
      <div className="flex h-10 overflow-hidden rounded-lg border sm:h-12" aria-hidden="true">
        {Object.entries(theme.colors).map(([name, color]) => (
          <span key={name} className="flex-1" style={{ backgroundColor: `hsl(${color})` }} />
        ))}
      </div>
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pr-6 text-sm font-semibold sm:text-base">
          {theme.name}
          {applied ? (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
              Em uso
            </span>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground sm:text-sm">{theme.description}</p>
      </div>
      {selected ? (
        <span className="absolute right-3 top-3 grid size-6 place-items-center rounded-full bg-primary text-primary-foreground">
          <Check className="size-4" aria-hidden="true" />
        </span>
      ) : null}
    </button>
  );
}
