// The storefront's first page rendered on the server: the local stack serves /client with the menu
// already in the HTML (docs/performance.md: the shop's name, header and menu paint before any
// JavaScript), drawn by the same components the browser runs, from the same API answers, which go
// into the page so that the browser's first render finds them (src/lib/boot-data.ts) and draws the
// very same page over it. Built by vite.config.ts into <outDir>-ssr/ and loaded by
// supabase/local/storefront-render.ts; a static host never runs it (the app fetches as usual).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { pageDocument, type PageDocument } from '@/app/page-document';
import { AppProvider } from '@/app/provider';
import { preloadRoute } from '@/app/route-modules';
import { AppRoutes } from '@/app/router';
import { routeFor } from '@/app/route-table';
import { createQueryClient } from '@/lib/query-client';
import { storeSettingsQuery } from '@/data/settings/get-store-settings';
import { requestKey, setServerFetch, type BootResponses } from '@/lib/boot-data';
import { getTheme } from '@/lib/themes';
import { NOT_FOUND_WHEN_NULL } from '@/lib/page-markers';

interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The API answers the page was rendered from, for the browser's first render. */
  data: BootResponses;
  /** The shop's theme: the page paints in it from the first frame. */
  themeId: string;
  /** 404 when what the page shows does not exist (an unknown order), else 200. */
  status: number;
}

/** A drawn page as the stack serves it. */
export interface ServedPage extends PageDocument {
  status: number;
  /** One customer's data (their order): `Cache-Control: private, no-store`. */
  noStore: boolean;
}

let queue: Promise<unknown> = Promise.resolve();

/** Whether the stack renders `pathname` on the server: the pages whose first data is known. */
export function isServerRendered(pathname: string): boolean {
  return routeFor(pathname)?.firstData !== undefined;
}

/**
 * The app's page (`indexHtml`) at `pathname` with the page rendered in it, reading the API through
 * `apiFetch` (the stack's own PostgREST, as anon); null for other paths, or when the API did not
 * answer in full (the browser then renders the page itself, as on a static host).
 */
export async function renderStorefrontPage(
  pathname: string,
  apiFetch: typeof fetch,
  indexHtml: string,
): Promise<ServedPage | null> {
  // One page at a time: the public client's fetch is set for the page being rendered.
  const render = queue.then(() => renderPage(pathname, apiFetch));
  queue = render.catch(() => {});
  const page = await render;
  const document =
    page &&
    pageDocument(indexHtml, {
      html: page.html,
      dataJson: JSON.stringify(page.data),
      themeId: page.themeId,
    });
  return (
    document && {
      ...document,
      status: page.status,
      noStore: routeFor(pathname)?.personal === true,
    }
  );
}

async function renderPage(pathname: string, apiFetch: typeof fetch): Promise<RenderedPage | null> {
  const firstData = routeFor(pathname)?.firstData;
  if (!firstData) return null;

  const data: BootResponses = {};
  setServerFetch(async (input, init) => {
    const response = await apiFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (response.ok) {
      data[requestKey(url, new Headers(init?.headers).get('accept'))] = {
        status: response.status,
        contentRange: response.headers.get('content-range'),
        body: await response.clone().text(),
      };
    }
    return response;
  });
  try {
    const queryClient = createQueryClient();
    const [queries] = await Promise.all([firstData(pathname), preloadRoute(pathname)]);
    await Promise.all(queries.map((query) => queryClient.fetchQuery({ ...query, retry: false })));
    const settings = queryClient.getQueryData(storeSettingsQuery().queryKey);
    const missing = queries.some(
      (query) =>
        query.meta?.[NOT_FOUND_WHEN_NULL] === true &&
        queryClient.getQueryData(query.queryKey) === null,
    );
    // The browser's tree (src/app/main.tsx) with the server's router: the browser hydrates it.
    const html = escapeAsReact(
      renderToString(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            <StaticRouter location={pathname}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
    queryClient.clear();
    return {
      html,
      data,
      themeId: getTheme(settings?.theme ?? null).id,
      status: missing ? 404 : 200,
    };
  } catch {
    return null;
  } finally {
    setServerFetch(undefined);
  }
}

/**
 * Preact's server renderer escapes `<`, `&` and `"` but leaves `>` and `'`: written `&gt;` and
 * `&#x27;` here, in text and attribute values, as React's renderer did (an owner's `<b>` reads
 * `&lt;b&gt;` in the served page). Every literal `<` in the output opens a tag (text's are escaped),
 * whose attribute values are quoted with `"` and hold none.
 */
function escapeAsReact(html: string): string {
  let out = '';
  let inTag = false;
  let inValue = false;
  for (const char of html) {
    if (inTag && !inValue) {
      if (char === '"') inValue = true;
      else if (char === '>') inTag = false;
      out += char;
    } else if (inValue && char === '"') {
      inValue = false;
      out += char;
    } else if (!inTag && char === '<') {
      inTag = true;
      out += char;
    } else out += char === '>' ? '&gt;' : char === "'" ? '&#x27;' : char;
  }
  return out;
}
