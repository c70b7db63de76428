import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundRoute } from '@/app/routes/not-found';
import { PageLoader } from '@/components/page-loader';
import { SiteLayout } from '@/components/layouts/site-layout';

// Every page loads lazily, so each visitor downloads only the code of the page they open; the
// admin's pages sit behind the auth guard and load only once it lets the visitor in.

/** The public screens that exist under two paths (spec 2.1): /x and /client/x. */
function publicAliases(path: string, lazy: RouteObject['lazy']): RouteObject[] {
  return [
    { path: `/${path}`, lazy },
    { path: `/client/${path}`, lazy },
  ] as RouteObject[];
}

const adminPages: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({ Component: (await import('@/app/routes/dashboard')).DashboardRoute }),
  },
  {
    path: '/orders',
    lazy: async () => ({ Component: (await import('@/app/routes/orders')).OrdersRoute }),
  },
  {
    path: '/products',
    lazy: async () => ({ Component: (await import('@/app/routes/products')).ProductsRoute }),
  },
  {
    path: '/delivery',
    lazy: async () => ({ Component: (await import('@/app/routes/delivery')).DeliveryRoute }),
  },
  {
    path: '/payment',
    lazy: async () => ({ Component: (await import('@/app/routes/payment')).PaymentRoute }),
  },
  {
    path: '/promotions',
    lazy: async () => ({ Component: (await import('@/app/routes/promotions')).PromotionsRoute }),
  },
  {
    path: '/menu',
    lazy: async () => ({ Component: (await import('@/app/routes/menu')).MenuRoute }),
  },
  {
    path: '/history',
    lazy: async () => ({ Component: (await import('@/app/routes/history')).HistoryRoute }),
  },
  {
    path: '/settings',
    lazy: async () => ({ Component: (await import('@/app/routes/settings')).SettingsRoute }),
  },
  {
    path: '/settings/theme',
    lazy: async () => ({ Component: (await import('@/app/routes/theme')).ThemeRoute }),
  },
  {
    path: '/security',
    lazy: async () => ({ Component: (await import('@/app/routes/security')).SecurityRoute }),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <NotFoundRoute />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: '/',
        element: <SiteLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/app/routes/landing')).LandingRoute }),
          },
        ],
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('@/app/routes/login')).LoginRoute }),
      },
      {
        lazy: async () => ({
          Component: (await import('@/app/routes/client-layout')).ClientLayoutRoute,
        }),
        children: [
          {
            path: '/client',
            lazy: async () => ({
              Component: (await import('@/app/routes/client-menu')).ClientMenuRoute,
            }),
          },
          ...publicAliases('catalog', async () => ({
            Component: (await import('@/app/routes/catalog')).CatalogRoute,
          })),
          ...publicAliases('checkout', async () => ({
            Component: (await import('@/app/routes/checkout')).CheckoutRoute,
          })),
          ...publicAliases('success', async () => ({
            Component: (await import('@/app/routes/success')).SuccessRoute,
          })),
          {
            path: '/client/pedido/:id',
            lazy: async () => ({
              Component: (await import('@/app/routes/order-status')).OrderStatusRoute,
            }),
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('@/features/auth/require-auth')).RequireAuth,
        }),
        children: [
          {
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-layout')).AdminLayoutRoute,
            }),
            children: [...adminPages],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
