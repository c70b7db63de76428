// The route modules a first page needs, by path (the customer's pages, and the admin's behind the
// auth guard), so that index.html starts downloading them alongside the entry instead of one after
// another once it has run (vite.config.ts turns these into <link rel="modulepreload"> at load
// time). Paths as in router.tsx; a module listed here that the build does not emit as a chunk fails
// the build.
export const routePreloads: ReadonlyArray<{ path: RegExp; modules: readonly string[] }> = [
  { path: /^\/$/, modules: ['src/app/routes/landing.tsx'] },
  { path: /^\/login\/?$/, modules: ['src/app/routes/login.tsx'] },
  {
    path: /^\/client\/?$/,
    modules: ['src/app/routes/client-layout.tsx', 'src/app/routes/client-menu.tsx'],
  },
  {
    path: /^(\/client)?\/catalog\/?$/,
    modules: ['src/app/routes/client-layout.tsx', 'src/app/routes/catalog.tsx'],
  },
  {
    path: /^(\/client)?\/checkout\/?$/,
    modules: ['src/app/routes/client-layout.tsx', 'src/app/routes/checkout.tsx'],
  },
  {
    path: /^(\/client)?\/success\/?$/,
    modules: ['src/app/routes/client-layout.tsx', 'src/app/routes/success.tsx'],
  },
  {
    path: /^\/client\/pedido\/[^/]+\/?$/,
    modules: ['src/app/routes/client-layout.tsx', 'src/app/routes/order-status.tsx'],
  },
  ...[
    'dashboard',
    'orders',
    'products',
    'delivery',
    'payment',
    'promotions',
    'menu',
    'history',
    'settings',
    'theme',
    'security',
  ].map((name) => ({
    path: new RegExp(`^/${name === 'theme' ? 'settings/theme' : name}/?$`),
    modules: [
      'src/features/auth/require-auth.tsx',
      'src/app/routes/admin-layout.tsx',
      `src/app/routes/${name}.tsx`,
    ],
  })),
];
