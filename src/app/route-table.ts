// The one route table (the panel's and the storefront's pages): the router, the first page's
// preloads (main.tsx) and index.html's modulepreload links (vite.config.ts) are all read from it.
// Every page and frame is loaded on demand by a typed dynamic import, so each visitor downloads
// only the code of the page they open. No React here: vite.config.ts imports this file.
import type { ComponentType } from 'react';
import type { FetchQueryOptions } from '@tanstack/react-query';

export type Loader = () => Promise<ComponentType>;

/** The queries the page at a path renders from at once (see firstData below). */
export type PageQueries = (
  pathname: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data type
) => Promise<Array<FetchQueryOptions<any, any, any, any>>>;

/** The frames a page sits in: the site's, the storefront's, or the admin's behind the login. */
export type Frame = 'site' | 'client' | 'admin' | 'none';

export interface PageRoute {
  /** React Router patterns: some public screens have two paths (/x and /client/x). */
  paths: readonly string[];
  frame: Frame;
  page: Loader;
  /**
   * The data of the page's first render: the stack renders such a page on the server from it and
   * puts it in the HTML (src/app/storefront-ssr.tsx); the browser renders once it has it.
   */
  firstData?: PageQueries;
  /** The page shows one customer's data (their order): a drawn one is never stored by a cache. */
  personal?: true;
}

/** The frames' own modules (the site frame is small and part of the entry). */
export const frameLoaders = {
  clientLayout: () => import('@/features/storefront/client-layout').then((m) => m.ClientLayout),
  adminGuard: () => import('@/features/auth/require-auth').then((m) => m.RequireAuth),
  adminLayout: () => import('@/app/routes/admin-layout').then((m) => m.AdminLayoutRoute),
} satisfies Record<string, Loader>;

const framesModules: Record<Frame, Loader[]> = {
  client: [frameLoaders.clientLayout],
  admin: [frameLoaders.adminGuard, frameLoaders.adminLayout],
  site: [],
  none: [],
};

// The team roles that may open each admin page: rolesForPath (src/domain/staff-roles.ts).
const admin = (path: string, page: Loader): PageRoute => ({ paths: [path], frame: 'admin', page });

export const routeTable: readonly PageRoute[] = [
  {
    paths: ['/'],
    frame: 'site',
    page: () => import('@/app/routes/landing').then((m) => m.LandingRoute),
  },
  {
    // The login is a page of its own (login.html); the app's /login hands over to it.
    paths: ['/login'],
    frame: 'none',
    page: () => import('@/features/auth/login-hand-off').then((m) => m.LoginHandOff),
  },
  {
    paths: ['/client'],
    frame: 'client',
    page: () => import('@/features/storefront/menu/menu-page').then((m) => m.MenuPage),
    firstData: () =>
      import('@/features/storefront/menu/menu-page-data').then((m) => m.menuPageQueries()),
  },
  {
    paths: ['/catalog', '/client/catalog'],
    frame: 'client',
    page: () => import('@/features/storefront/catalog/catalog-page').then((m) => m.CatalogPage),
  },
  {
    paths: ['/checkout', '/client/checkout'],
    frame: 'client',
    page: () => import('@/features/storefront/checkout/checkout-page').then((m) => m.CheckoutPage),
  },
  {
    paths: ['/success', '/client/success'],
    frame: 'client',
    page: () => import('@/features/storefront/success/success-page').then((m) => m.SuccessPage),
  },
  {
    paths: ['/client/pedido/:id'],
    frame: 'client',
    page: () => import('@/app/routes/order-status').then((m) => m.OrderStatusRoute),
    firstData: (pathname) =>
      import('@/features/storefront/order-status/order-status-page-data').then((m) =>
        m.orderStatusPageQueries(pathname),
      ),
    personal: true,
  },
  admin('/dashboard', () =>
    import('@/features/orders/dashboard-page').then((m) => m.DashboardPage),
  ),
  admin('/orders', () => import('@/features/orders/orders-page').then((m) => m.OrdersPage)),
  admin('/caixa', () =>
    import('@/features/cash-register/cash-register-page').then((m) => m.CashRegisterPage),
  ),
  admin('/products', () => import('@/features/products/products-page').then((m) => m.ProductsPage)),
  admin('/delivery', () =>
    import('@/features/settings/delivery/delivery-page').then((m) => m.DeliveryPage),
  ),
  admin('/hours', () => import('@/features/settings/hours/hours-page').then((m) => m.HoursPage)),
  admin('/payment', () =>
    import('@/features/settings/payment/payment-page').then((m) => m.PaymentPage),
  ),
  admin('/promotions', () =>
    import('@/features/settings/promotions/promotions-page').then((m) => m.PromotionsPage),
  ),
  admin('/menu', () => import('@/features/menu/menu-page').then((m) => m.MenuPage)),
  admin('/history', () => import('@/features/orders/history-page').then((m) => m.HistoryPage)),
  admin('/relatorios', () => import('@/features/reports/reports-page').then((m) => m.ReportsPage)),
  admin('/clientes', () =>
    import('@/features/customers/customers-page').then((m) => m.CustomersPage),
  ),
  admin('/settings', () =>
    import('@/features/settings/company/settings-page').then((m) => m.SettingsPage),
  ),
  admin('/settings/theme', () =>
    import('@/features/settings/theme/theme-page').then((m) => m.ThemePage),
  ),
  admin('/security', () => import('@/features/auth/security-page').then((m) => m.SecurityPage)),
  admin('/cozinha', () => import('@/app/routes/kitchen').then((m) => m.KitchenRoute)),
  admin('/entregas', () =>
    import('@/features/deliveries/deliveries-page').then((m) => m.DeliveriesPage),
  ),
  admin('/entregas/acerto', () =>
    import('@/features/deliveries/settlement-page').then((m) => m.SettlementPage),
  ),
  admin('/equipe', () => import('@/features/team/team-page').then((m) => m.TeamPage)),
];

/** A route pattern as a regular expression over location.pathname (":id" is one segment). */
export function pathRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}

/** Every route pattern with the loaders a first visit to it needs (index.html's preloads). */
export function preloadTable(): Array<{ path: string; loaders: Loader[] }> {
  return routeTable.flatMap((route) =>
    route.paths.map((path) => ({ path, loaders: [...framesModules[route.frame], route.page] })),
  );
}

/** The route `pathname` opens, if any. */
export function routeFor(pathname: string): PageRoute | undefined {
  return routeTable.find((r) => r.paths.some((p) => pathRegExp(p).test(pathname)));
}

/** The loaders a first visit to `pathname` needs: its frame's and its page's. */
export function loadersFor(pathname: string): Loader[] {
  const route = routeFor(pathname);
  return route ? [...framesModules[route.frame], route.page] : [];
}
