import { ChevronDown, PackageX, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { StockState } from '@/domain/availability';

/** 'tomorrow': back at the next business day's start; 'manual': until switched back; null: on sale. */
export type SoldOutChoice = 'tomorrow' | 'manual' | null;

export interface SoldOutItem extends StockState {
  kind: 'product' | 'option';
  id: string;
  name: string;
  sold_out?: boolean | null;
  /** Tells apart two items of one name in accessible labels (an option's group). */
  label?: string;
}

interface SoldOutControlProps {
  item: SoldOutItem;
  /** Called with the choice; the feature wires it to set_availability. */
  onSet: (until: SoldOutChoice) => void;
  busy?: boolean;
  /** When given, the arrow also offers "Estoque…" (the feature opens its dialog). */
  onStock?: () => void;
}

/**
 * One tap marks an item "Esgotado até amanhã" (back by itself at the next business day's start);
 * the arrow offers "Indisponível até eu reativar" (and the stock count where the screen has it). A
 * sold-out item shows Reativar. The same control on /menu, the order board and the kitchen.
 */
export function SoldOutControl({ item, onSet, busy = false, onStock }: SoldOutControlProps) {
  const who = item.label ? `${item.name} (${item.label})` : item.name;
  const marked = Boolean(item.unavailable_until) && Boolean(item.sold_out);

  return (
    <div className="flex shrink-0 items-center">
      {marked ? (
        <Button
          variant="outline"
          size="sm"
          className="h-11 rounded-r-none md:h-9"
          disabled={busy}
          onClick={() => onSet(null)}
          aria-label={`Reativar ${who}`}
        >
          <RotateCcw aria-hidden="true" />
          Reativar
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="h-11 rounded-r-none md:h-9"
          disabled={busy}
          onClick={() => onSet('tomorrow')}
          aria-label={`Esgotado até amanhã: ${who}`}
        >
          <PackageX aria-hidden="true" />
          Esgotado
        </Button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="h-11 min-w-11 rounded-l-none border-l-0 px-2 md:h-9 md:min-w-0"
            aria-label={`Mais opções de disponibilidade: ${who}`}
          >
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onSet('tomorrow')}>
            Esgotado até amanhã
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSet('manual')}>
            Indisponível até eu reativar
          </DropdownMenuItem>
          {onStock ? <DropdownMenuItem onSelect={onStock}>Estoque…</DropdownMenuItem> : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
