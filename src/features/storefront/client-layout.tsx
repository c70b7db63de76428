import { PageOutlet } from '@/components/page-outlet';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { cartCount } from './cart/cart-math';
import { useCart } from './cart/cart-store';
import { StoreHeader } from './store-header';
import { useStoreBranding } from './use-store-branding';

/**
 * The storefront's frame, branded from the server's company settings: a customer's
 * phone has none of the admin's localStorage.
 */
export function ClientLayout() {
  const { data: settings, isError } = useStoreSettings();
  const { lines } = useCart();
  useStoreBranding(settings?.theme, settings?.companyName);
  // When the settings cannot load the header keeps a generic title rather than a skeleton.
  const companyName = settings?.companyName ?? (isError ? 'Cardápio' : undefined);

  return (
    // A pinned cart bar (data-cart-bar) gets room below the footer.
    <div className="flex min-h-svh flex-col bg-background has-[[data-cart-bar]]:pb-24 lg:has-[[data-cart-bar=mobile]]:pb-0">
      <StoreHeader
        companyName={companyName}
        logoUrl={settings?.logoUrl}
        cartCount={cartCount(lines)}
      />
      <main className="container flex-1 py-4 sm:py-6">
        <PageOutlet />
      </main>
      <footer className="border-t bg-card/60">
        <div className="container flex flex-col items-center gap-1 py-6 text-center text-sm text-muted-foreground sm:flex-row sm:justify-between sm:text-left">
          <p>
            © {new Date().getFullYear()} {companyName ?? 'Cardápio'}. Todos os direitos reservados.
          </p>
          {settings?.companyPhone && <p>Contato: {settings.companyPhone}</p>}
        </div>
      </footer>
    </div>
  );
}
