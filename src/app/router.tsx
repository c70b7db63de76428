import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routeComponent } from '@/app/route-modules';
import { NotFoundRoute } from '@/app/routes/not-found';
import { PageLoader } from '@/components/page-loader';
import { SiteLayout } from '@/components/layouts/site-layout';

// Every page loads lazily, so each visitor downloads only the code of the page they open (index.html
// preloads the first page's with the entry, and main.tsx waits for them: route-modules.tsx); the
// admin's pages sit behind the auth guard. Declarative routes rather than a data router:
// no page uses loaders or actions, and it keeps about 16 KB (gzip) off every first page.

const LandingRoute = routeComponent('src/app/routes/landing.tsx', 'LandingRoute');
const LoginRoute = routeComponent('src/app/routes/login.tsx', 'LoginRoute');
const ClientLayoutRoute = routeComponent('src/app/routes/client-layout.tsx', 'ClientLayoutRoute');
const ClientMenuRoute = routeComponent('src/app/routes/client-menu.tsx', 'ClientMenuRoute');
const CatalogRoute = routeComponent('src/app/routes/catalog.tsx', 'CatalogRoute');
const CheckoutRoute = routeComponent('src/app/routes/checkout.tsx', 'CheckoutRoute');
const SuccessRoute = routeComponent('src/app/routes/success.tsx', 'SuccessRoute');
const OrderStatusRoute = routeComponent('src/app/routes/order-status.tsx', 'OrderStatusRoute');
const RequireAuth = routeComponent('src/features/auth/require-auth.tsx', 'RequireAuth');
const AdminLayoutRoute = routeComponent('src/app/routes/admin-layout.tsx', 'AdminLayoutRoute');

const adminPage = (file: string, name: string): [path: string, Page: ComponentType] => [
  `/${file === 'theme' ? 'settings/theme' : file}`,
  routeComponent(`src/app/routes/${file}.tsx`, name),
];
const adminPages = [
  adminPage('dashboard', 'DashboardRoute'),
  adminPage('orders', 'OrdersRoute'),
  adminPage('products', 'ProductsRoute'),
  adminPage('delivery', 'DeliveryRoute'),
  adminPage('payment', 'PaymentRoute'),
  adminPage('promotions', 'PromotionsRoute'),
  adminPage('menu', 'MenuRoute'),
  adminPage('history', 'HistoryRoute'),
  adminPage('settings', 'SettingsRoute'),
  adminPage('theme', 'ThemeRoute'),
  adminPage('security', 'SecurityRoute'),
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
