import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CartAnnouncer } from '../cart/cart-announcer';
import { CartBarContent, CartBarFrame, cartBarButtonClass } from '../cart/cart-bar';
import { cartBarLabel } from '../cart/items-label';
import { cartCount, cartSubtotal } from '../cart/cart-math';
import { useCart } from '../cart/cart-store';
import { CHECKOUT_PATH } from '../cart/checkout-guard';
import { useCartMenuSync } from '../cart/use-cart-menu-sync';
import { useCartAdded } from '../cart/use-cart-added';
import { useCartQuantities } from '../cart/use-cart-quantities';
import { ProductSheetHost } from '../product-sheet/product-sheet-host';
import { useProductSheet } from '../product-sheet/use-product-sheet';
import { ShopStatusBanner } from '../shop-status-banner';
import { useLiveMenu } from '../use-live-menu';
import { useLiveShopStatus } from '../use-live-shop-status';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { sortCategories } from '@/domain/menu-order';
import { CatalogGrid } from './catalog-grid';

/** /catalog and /client/catalog: the simple product grid sharing the menu's cart. */
export function CatalogPage() {
  const menu = useLiveMenu();
  const shop = useLiveShopStatus(menu.data !== undefined);
  const settings = useStoreSettings();
  const { lines, store } = useCart();
  useCartMenuSync(menu.data, store);
  const quantities = useCartQuantities(lines);
  const added = useCartAdded(lines);
  const count = cartCount(lines);
  const subtotal = cartSubtotal(lines);
  const sheet = useProductSheet();
  const categoryOrder = settings.data?.categoryOrder;
  // The grid follows the menu's order: the owner's categories first.
  const products = useMemo(
    () => sortCategories(menu.data ?? [], (product) => product.category, categoryOrder ?? []),
    [menu.data, categoryOrder],
  );

  return (
    <div>
      <ShopStatusBanner
        status={shop.data}
        updatedAt={shop.dataUpdatedAt}
        timezone={settings.data?.timezone}
        note="Você pode ver os produtos e montar seu pedido; a loja só recebe pedidos quando estiver aberta."
        className="mb-4"
      />
      <div className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Catálogo</h1>
        <p className="mt-1 text-sm text-muted-foreground sm:text-base">
          Escolha seus produtos e monte seu pedido.
        </p>
      </div>
      <CatalogGrid
        status={menu.status}
        products={products}
        quantities={quantities}
        onAdd={store.add}
        onDecrement={store.decrement}
        onOpen={(product) => sheet.show({ product })}
      />
      <ProductSheetHost sheet={sheet} onSubmit={(item, quantity) => store.add(item, quantity)} />
      <CartAnnouncer text={added.text} />
      {count > 0 && (
        <CartBarFrame visibleOn="all">
          <Link
            to={CHECKOUT_PATH}
            className={cartBarButtonClass}
            aria-label={cartBarLabel('Ver pedido', count, subtotal)}
          >
            <CartBarContent label="Ver pedido" count={count} subtotal={subtotal} added={added} />
          </Link>
        </CartBarFrame>
      )}
    </div>
  );
}
