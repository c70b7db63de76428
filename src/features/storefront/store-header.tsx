import { useCallback, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { ShoppingBag, UtensilsCrossed } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { imageSrcSet } from '@/lib/image-variants';
import { CHECKOUT_PATH } from './cart/checkout-guard';
import { itemsLabel } from './cart/items-label';
import { EmptyCartHint } from './empty-cart-hint';

interface StoreHeaderProps {
  /** Undefined while the shop's settings load. */
  companyName: string | undefined;
  logoUrl: string | null | undefined;
  cartCount: number;
}

/** The storefront's header: the shop's logo and name (home is /client) and the cart with its count. */
export function StoreHeader({ companyName, logoUrl, cartCount }: StoreHeaderProps) {
  // A tap on the empty cart says so under it instead of opening an empty checkout.
  const [emptyTap, setEmptyTap] = useState(0);
  const hideHint = useCallback(() => setEmptyTap(0), []);
  const openCart = (event: MouseEvent) => {
    if (cartCount > 0) return;
    event.preventDefault();
    setEmptyTap((tap) => tap + 1);
  };
  // No backdrop blur on the bars over the menu (here, the category chips, the cart bar):
  // re-blurring the page under them on every scrolled frame makes a long menu stutter on a phone.
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="container flex h-16 items-center justify-between gap-3">
        <Link
          to="/client"
          className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <StoreLogo logoUrl={logoUrl} />
          {companyName ? (
            <span className="truncate text-lg font-bold tracking-tight">{companyName}</span>
          ) : (
            <>
              <Skeleton className="h-5 w-32" />
              <span className="sr-only">Cardápio</span>
            </>
          )}
        </Link>
        <div className="relative shrink-0">
          <Link
            to={CHECKOUT_PATH}
            onClick={openCart}
            aria-label={`Carrinho, ${itemsLabel(cartCount)}`}
            className="relative inline-flex h-11 shrink-0 items-center gap-2 rounded-full border bg-card px-3.5 text-sm font-semibold shadow-sm outline-none transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ShoppingBag aria-hidden="true" className="size-5 text-primary" />
            <span className="hidden sm:inline">Carrinho</span>
            <span
              data-testid="cart-count"
              className="grid h-6 min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold tabular-nums text-primary-foreground"
            >
              {cartCount}
            </span>
          </Link>
          <EmptyCartHint tap={emptyTap} visible={cartCount === 0} onHide={hideHint} />
        </div>
      </div>
    </header>
  );
}

function StoreLogo({ logoUrl }: { logoUrl: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (logoUrl && failed !== logoUrl) {
    return (
      <img
        src={logoUrl}
        srcSet={imageSrcSet(logoUrl)}
        sizes="40px"
        alt=""
        width={40}
        height={40}
        decoding="async"
        onError={() => setFailed(logoUrl)}
        className="size-10 shrink-0 rounded-xl border bg-card object-cover"
      />
    );
  }
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-sm">
      <UtensilsCrossed aria-hidden="true" className="size-5" />
    </span>
  );
}
