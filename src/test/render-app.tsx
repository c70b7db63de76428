// One way for component and route tests to render what they test inside the app's providers: a
// React Query client and, unless told otherwise, a memory router at a given address, with the
// element on a route pattern of its own and other routes beside it (where a redirect lands).
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { render, renderHook, type RenderOptions } from '@testing-library/react';

export interface AppProvidersOptions {
  /** The client the tree shares; by default a fresh one that does not retry (testQueryClient). */
  queryClient?: QueryClient;
  /** The address the app starts at; false renders without a router. Default '/'. */
  path?: InitialEntry | false;
  /** The route pattern the element is drawn at (`/client/pedido/:id`); without it, at any path. */
  route?: string;
  /** More routes beside the element's, e.g. `<Route path="/login" element={<p>login</p>} />`. */
  routes?: ReactNode;
}

/** A query client for tests: no retries, plus whatever query defaults the test needs. */
export function testQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
}

function providers(children: ReactNode, options: AppProvidersOptions, client: QueryClient) {
  const { path = '/', route, routes } = options;
  const tree =
    path === false ? (
      children
    ) : (
      <MemoryRouter initialEntries={[path]}>
        {route || routes ? (
          <Routes>
            <Route path={route ?? '*'} element={children} />
            {routes}
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    );
  return <QueryClientProvider client={client}>{tree}</QueryClientProvider>;
}

/** Renders ui in the app's providers; returns Testing Library's result and the query client. */
export function renderApp(
  ui: ReactElement,
  options: AppProvidersOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
) {
  const { queryClient = testQueryClient(), path, route, routes, ...renderOptions } = options;
  const wrap = (element: ReactElement) => providers(element, { path, route, routes }, queryClient);
  const result = render(wrap(ui), renderOptions);
  // rerender keeps the providers (and so the router's place and the query cache).
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)), queryClient };
}

/** renderHook in the same providers. */
export function renderAppHook<Result>(hook: () => Result, options: AppProvidersOptions = {}) {
  const { queryClient = testQueryClient(), ...rest } = options;
  const wrapper = ({ children }: { children: ReactNode }) => providers(children, rest, queryClient);
  return { ...renderHook(hook, { wrapper }), queryClient };
}
