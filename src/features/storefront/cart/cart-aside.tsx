import { ShoppingBag } from 'lucide-react';
import { cn } from '@/lib/utils';
import { cartCount } from './cart-math';
import { CartPanel, type CartPanelProps } from './cart-panel';
import { itemsLabel } from './items-label';
import type { CartAdded } from './use-cart-added';
import './cart-bar.css';

/** The cart beside the menu on large screens, following the page as it scrolls. */
export function CartAside({ added, ...props }: CartPanelProps & { added?: CartAdded }) {
  const count = cartCount(props.lines);
  return (
    <aside
      aria-labelledby="cart-aside-title"
      className="sticky top-20 hidden max-h-[calc(100svh-6rem)] flex-col overflow-hidden rounded-2xl border bg-card shadow-sm lg:flex"
    >
      <div className="flex items-center gap-2 border-b px-5 py-4">
        <ShoppingBag aria-hidden="true" className="size-5 text-primary" />
        <h2 id="cart-aside-title" className="text-lg font-semibold">
          Seu pedido
        </h2>
        {count > 0 && (
          <span
            key={added?.seq ?? 0}
            className={cn(
              'ml-auto text-sm text-muted-foreground',
              added?.seq ? 'storefront-cart-bump' : null,
              added?.recent ? 'font-medium text-primary' : null,
            )}
          >
            {itemsLabel(count)}
          </span>
        )}
      </div>
      <CartPanel {...props} className="flex-1" />
    </aside>
  );
}
