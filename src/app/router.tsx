import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundRoute } from '@/app/routes/not-found';
import { PageLoader } from '@/components/page-loader';
import { SiteLayout } from '@/components/layouts/site-layout';

// Every page loads lazily, so each visitor downloads only the code of the page they open (index.html
// preloads it with the entry: src/app/route-preloads.ts); the admin's pages sit behind the auth
// guard and load only once it lets the visitor in. Declarative routes rather than a data router:
// no page uses loaders or actions, and it keeps about 16 KB (gzip) off every first page.

/** A route module's component, loaded on first render. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const LandingRoute = page(
  () => import('@/app/routes/landing'),
  (m) => m.LandingRoute,
);
const LoginRoute = page(
  () => import('@/app/routes/login'),
  (m) => m.LoginRoute,
);
const ClientLayoutRoute = page(
  () => import('@/app/routes/client-layout'),
  (m) => m.ClientLayoutRoute,
);
const ClientMenuRoute = page(
  () => import('@/app/routes/client-menu'),
  (m) => m.ClientMenuRoute,
);
const CatalogRoute = page(
  () => import('@/app/routes/catalog'),
  (m) => m.CatalogRoute,
);
const CheckoutRoute = page(
  () => import('@/app/routes/checkout'),
  (m) => m.CheckoutRoute,
);
const SuccessRoute = page(
  () => import('@/app/routes/success'),
  (m) => m.SuccessRoute,
);
const OrderStatusRoute = page(
  () => import('@/app/routes/order-status'),
  (m) => m.OrderStatusRoute,
);
const RequireAuth = page(
  () => import('@/features/auth/require-auth'),
  (m) => m.RequireAuth,
);
const AdminLayoutRoute = page(
  () => import('@/app/routes/admin-layout'),
  (m) => m.AdminLayoutRoute,
);

const adminPages: Array<[path: string, Page: ComponentType]> = [
  [
    '/dashboard',
    page(
      () => import('@/app/routes/dashboard'),
      (m) => m.DashboardRoute,
    ),
  ],
  [
    '/orders',
    page(
      () => import('@/app/routes/orders'),
      (m) => m.OrdersRoute,
    ),
  ],
  [
    '/products',
    page(
      () => import('@/app/routes/products'),
      (m) => m.ProductsRoute,
    ),
  ],
  [
    '/delivery',
    page(
      () => import('@/app/routes/delivery'),
      (m) => m.DeliveryRoute,
    ),
  ],
  [
    '/payment',
    page(
      () => import('@/app/routes/payment'),
      (m) => m.PaymentRoute,
    ),
  ],
  [
    '/promotions',
    page(
      () => import('@/app/routes/promotions'),
      (m) => m.PromotionsRoute,
    ),
  ],
  [
    '/menu',
    page(
      () => import('@/app/routes/menu'),
      (m) => m.MenuRoute,
    ),
  ],
  [
    '/history',
    page(
      () => import('@/app/routes/history'),
      (m) => m.HistoryRoute,
    ),
  ],
  [
    '/settings',
    page(
      () => import('@/app/routes/settings'),
      (m) => m.SettingsRoute,
    ),
  ],
  [
    '/settings/theme',
    page(
      () => import('@/app/routes/theme'),
      (m) => m.ThemeRoute,
    ),
  ],
  [
    '/security',
    page(
      () => import('@/app/routes/security'),
      (m) => m.SecurityRoute,
    ),
  ],
];

/** The public screens that exist under two paths (spec 2.1): /x and /client/x. */
const publicAliases: Array<[path: string, Page: ComponentType]> = [
  ['catalog', CatalogRoute],
  ['checkout', CheckoutRoute],
  ['success', SuccessRoute],
];

interface BoundaryProps {
  children: ReactNode;
  /** The path: navigating elsewhere gives the new page its chance. */
  resetKey: string;
}

/** A page that fails to render or to load (a chunk gone after a deploy) shows the 404 page. */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render() {
    return this.state.failed ? <NotFoundRoute /> : this.props.children;
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path="/" element={<SiteLayout />}>
            <Route index element={<LandingRoute />} />
          </Route>
          <Route path="/login" element={<LoginRoute />} />
          <Route element={<ClientLayoutRoute />}>
            <Route path="/client" element={<ClientMenuRoute />} />
            {publicAliases.flatMap(([path, Page]) => [
              <Route key={path} path={`/${path}`} element={<Page />} />,
              <Route key={`client-${path}`} path={`/client/${path}`} element={<Page />} />,
            ])}
            <Route path="/client/pedido/:id" element={<OrderStatusRoute />} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route element={<AdminLayoutRoute />}>
              {adminPages.map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
