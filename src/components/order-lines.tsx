import { formatBRL } from '@/domain/format';
import { describeOptionLines, type OptionLine } from '@/domain/option-lines';
import { cn } from '@/lib/utils';

/** An order line as the order stores it (place_order's snapshot): unit price with its options. */
export interface OrderLine {
  name: string;
  price: number;
  quantity: number;
  notes?: string;
  options?: ReadonlyArray<OptionLine & { price: number }>;
}

interface OrderLinesProps {
  items: readonly OrderLine[];
  className?: string;
}

/**
 * The items of an order with their complementos under each, in the words of the cart and the
 * receipt ("Tamanho: Média · ½ Muçarela · ½ Calabresa"), in the text's own size and colour for the
 * kitchen to read; their quantities and prices, and the item's note: the same list on the admin's order dialog and on the
 * customer's tracking page. Customer strings are text, never HTML.
 */
export function OrderLines({ items, className }: OrderLinesProps) {
  return (
    <ul className={cn('divide-y', className)}>
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`} className="px-4 py-2.5 text-sm">
          <div className="flex justify-between gap-3">
            <span className="min-w-0 break-words font-medium">
              {item.quantity} x {item.name}
            </span>
            <span className="shrink-0 tabular-nums">
              {formatBRL((Math.round(item.price * 100) * item.quantity) / 100)}
            </span>
          </div>
          {item.options && item.options.length > 0 && (
            <p className="mt-1 break-words border-l-2 border-border pl-3">
              {describeOptionLines(item.options)}
            </p>
          )}
          {item.quantity > 1 && item.options && item.options.length > 0 && (
            <p className="mt-0.5 text-xs text-muted-foreground">{formatBRL(item.price)} cada</p>
          )}
          {item.notes && (
            <p className="mt-0.5 break-words text-xs text-muted-foreground">Obs.: {item.notes}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
