// The route modules a customer's first page needs, by path, so that index.html starts downloading
// them alongside the entry instead of after it has run (vite.config.ts turns these into
// <link rel="modulepreload"> at load time). Paths as in router.tsx; a module listed here that the
// build does not emit as a chunk fails the build.
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
];
