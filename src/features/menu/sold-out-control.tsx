import { useState } from 'react';
import { ChevronDown, PackageX, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ItemKind } from '@/data/availability/set-availability';
import type { StockState } from '@/domain/availability';
import { StockDialog } from './stock-dialog';
import { useSoldOutToggle } from './use-sold-out-actions';

export interface SoldOutItem extends StockState {
  kind: ItemKind;
  id: string;
  name: string;
  sold_out?: boolean | null;
  /** Tells apart two items of one name in accessible labels (an option's group). */
  label?: string;
}

/**
 * One tap marks an item "Esgotado até amanhã" (back by itself at the next business day's start);
 * the arrow offers "Indisponível até eu reativar" and the stock count. A sold-out item shows Reativar.
 */
export function SoldOutControl({ item }: { item: SoldOutItem }) {
  const toggle = useSoldOutToggle();
  const [stockOpen, setStockOpen] = useState(false);
  const who = item.label ? `${item.name} (${item.label})` : item.name;
  const marked = Boolean(item.unavailable_until) && Boolean(item.sold_out);
  const set = (until: 'tomorrow' | 'manual' | null) =>
    toggle.mutate({ kind: item.kind, id: item.id, until, name: item.name });

  return (
    <div className="flex items-center">
      {marked ? (
        <Button
          variant="outline"
          size="sm"
          className="h-11 rounded-r-none md:h-9"
          disabled={toggle.isPending}
          onClick={() => set(null)}
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
          disabled={toggle.isPending}
          onClick={() => set('tomorrow')}
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
          <DropdownMenuItem onSelect={() => set('tomorrow')}>Esgotado até amanhã</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => set('manual')}>
            Indisponível até eu reativar
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setStockOpen(true)}>Estoque…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <StockDialog item={item} open={stockOpen} onOpenChange={setStockOpen} />
    </div>
  );
}
