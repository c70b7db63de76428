import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundRoute } from '@/app/routes/not-found';
import { PageLoader } from '@/components/page-loader';
import { SiteLayout } from '@/components/layouts/site-layout';

// Pages load lazily so each visitor downloads only the code of the page they open.
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
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
