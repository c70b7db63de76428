import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';
import type { CartAdded } from './use-cart-added';
import './cart-bar.css';

/**
 * The bar pinned to the bottom of the screen while the cart has items. `data-cart-bar` lets the
 * layout keep the footer clear of it: "mobile" bars hide on large screens, "all" bars do not.
 */
export function CartBarFrame({
  visibleOn,
  children,
}: {
  visibleOn: 'mobile' | 'all';
  children: ReactNode;
}) {
  return (
    <div
      data-cart-bar={visibleOn}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t bg-background px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3',
        visibleOn === 'mobile' && 'lg:hidden',
      )}
    >
      <div className="mx-auto max-w-lg">{children}</div>
    </div>
  );
}

export const cartBarButtonClass =
  'flex h-14 w-full items-center gap-3 rounded-2xl bg-primary px-4 text-primary-foreground shadow-lg shadow-primary/25 outline-none transition-transform hover:bg-primary/95 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 active:scale-[0.98]';

/**
 * Count, label and subtotal: what the bar shows. Right after an add the count and the total pop
 * (replayed by `added.seq`) and the label says "Item adicionado" for a moment.
 */
export function CartBarContent({
  label,
  count,
  subtotal,
  added,
  closedLine,
  closedLineId,
}: {
  label: string;
  count: number;
  subtotal: number;
  added?: CartAdded;
  /** While the shop takes no orders: why, under the label ("Pausado · voltamos às 15:20"). */
  closedLine?: string | null;
  /** The line's id, for the button's aria-describedby. */
  closedLineId?: string;
}) {
  const bump = added && added.seq > 0 ? 'storefront-cart-bump' : undefined;
  return (
    <>
      <span
        key={`count-${added?.seq ?? 0}`}
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full bg-primary-foreground/20 text-sm font-bold tabular-nums',
          bump,
        )}
      >
        {count}
      </span>
      <span className="flex min-w-0 flex-1 flex-col text-left">
        <span className="flex items-center gap-1.5 text-base font-semibold">
          {added?.recent ? (
            <>
              <Check aria-hidden="true" className="size-4" />
              Item adicionado
            </>
          ) : (
            label
          )}
        </span>
        {closedLine ? (
          <span id={closedLineId} className="line-clamp-2 text-xs font-medium leading-tight">
            {closedLine}
          </span>
        ) : null}
      </span>
      <span
        key={`total-${added?.seq ?? 0}`}
        className={cn('text-base font-semibold tabular-nums', bump)}
      >
        {formatBRL(subtotal)}
      </span>
    </>
  );
}
