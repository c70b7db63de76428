import { useState } from 'react';
import {
  SoldOutControl as SoldOutButtons,
  type SoldOutItem,
} from '@/components/sold-out/sold-out-control';
import { StockDialog } from './stock-dialog';
import { useSoldOutToggle } from './use-sold-out-actions';

export type { SoldOutItem };

/** /menu's Esgotado control: the shared one, with "Estoque…" opening the stock dialog. */
export function SoldOutControl({ item }: { item: SoldOutItem }) {
  const toggle = useSoldOutToggle();
  const [stockOpen, setStockOpen] = useState(false);
  return (
    <>
      <SoldOutButtons
        item={item}
        busy={toggle.isPending}
        onSet={(until) => toggle.mutate({ kind: item.kind, id: item.id, until, name: item.name })}
        onStock={() => setStockOpen(true)}
      />
      <StockDialog item={item} open={stockOpen} onOpenChange={setStockOpen} />
    </>
  );
}
