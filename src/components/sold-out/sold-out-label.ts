import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { soldOutKind, type StockState } from '@/domain/availability';

/** How a sold-out item reads on /menu: "Esgotado até 05:00 de sex.", "Indisponível", "Sem estoque". */
export function soldOutLabel(
  item: StockState & { sold_out?: boolean | null },
  now: Date,
): string | null {
  const kind = soldOutKind(item, now);
  if (kind === 'until')
    return `Esgotado até ${format(new Date(item.unavailable_until!), "HH:mm 'de' EEE", { locale: ptBR })}`;
  if (kind === 'manual') return 'Indisponível até reativar';
  if (kind === 'no_stock') return 'Sem estoque';
  // A product whose required complementos ran out: the server's reading.
  return item.sold_out ? 'Esgotado (complementos)' : null;
}

/** The stock line under a counted item. */
export function stockLabel(item: StockState): string | null {
  if (item.stock_quantity === null || item.stock_quantity === undefined) return null;
  const n = item.stock_quantity;
  const count = n === 1 ? '1 em estoque' : `${n} em estoque`;
  return item.allow_oversell ? `${count} · vende sem estoque` : count;
}
