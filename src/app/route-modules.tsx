import { lazy, useState, type ComponentType } from 'react';
import { routePreloads } from '@/app/route-preloads';

// The route modules, loaded on demand. The first page's modules are loaded before the first render
// (preloadRoute, from main.tsx; index.html has already started downloading them), so that page
// renders without a Suspense fallback: React holds each fallback at least 300 ms, and a guard, a
// layout and a page behind three fallbacks cost a signed-in admin most of a second.

type RouteModule = Record<string, unknown>;

const loaders = import.meta.glob<RouteModule>([
  '/src/app/routes/*.tsx',
  '!/src/app/routes/*.test.tsx',
  // Part of the entry: it is also the error page.
  '!/src/app/routes/not-found.tsx',
  '/src/features/auth/require-auth.tsx',
]);
const loaded = new Map<string, RouteModule>();

function load(file: string): Promise<RouteModule> {
  const loader = loaders[`/${file}`];
  if (!loader) return Promise.reject(new Error(`no route module ${file}`));
  return loader().then((module) => {
    loaded.set(file, module);
    return module;
  });
}

/** The component `name` of the route module `file` (as in route-preloads.ts). */
export function routeComponent(file: string, name: string): ComponentType {
  const pick = (module: RouteModule) => module[name] as ComponentType;
  const Lazy = lazy(async () => ({ default: pick(await load(file)) }));
  return function RouteComponent() {
    // Decided once per mount, so that a module arriving later never swaps the element type.
    const [Loaded] = useState(() => {
      const module = loaded.get(file);
      return module ? pick(module) : null;
    });
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** Loads the route modules of `pathname`; a failure is left to the lazy route to show. */
export async function preloadRoute(pathname: string): Promise<void> {
  const modules = routePreloads.find((route) => route.path.test(pathname))?.modules ?? [];
  await Promise.all(modules.map(load)).catch(() => {});
}
