import { lazy, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { loadersFor, routeFor, type Loader } from '@/app/route-table';

// The route modules, loaded on demand. The first page's modules are loaded before the first render
// (preloadRoute, from main.tsx; index.html has already started downloading them), so that page
// renders without a Suspense fallback: React holds each fallback at least 300 ms, and a guard, a
// layout and a page behind three fallbacks cost a signed-in admin most of a second.

const loaded = new Map<Loader, ComponentType>();

async function load(loader: Loader): Promise<ComponentType> {
  const component = await loader();
  loaded.set(loader, component);
  return component;
}

/** The component a loader gives, rendered at once when it is already loaded. */
export function routeComponent(loader: Loader): ComponentType {
  const Lazy = lazy(async () => ({ default: await load(loader) }));
  return function RouteComponent() {
    // Decided once per mount, so that a module arriving later never swaps the element type.
    const [Loaded] = useState(() => loaded.get(loader) ?? null);
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** Loads the route modules of `pathname`; a failure is left to the lazy route to show. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(loadersFor(pathname).map(load)).catch(() => {});
}

/** Fetches the data of `pathname`'s first render (see PageRoute.firstData); failures are the page's. */
export async function prefetchRouteData(pathname: string, queryClient: QueryClient): Promise<void> {
  const queries = await routeFor(pathname)
    ?.firstData?.(pathname)
    .catch(() => []);
  await Promise.all((queries ?? []).map((query) => queryClient.prefetchQuery(query)));
}
