// The storefront's first page drawn on the server: the build's renderer (<dist>-ssr/storefront-ssr.js,
// from src/app/storefront-ssr.tsx) runs the app's own components against this stack's API as anon,
// and the page is served with the menu, the shop's theme and the API answers already in it. Without
// the renderer, or when rendering fails, the plain app is served and the browser renders the page.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A rendered page and the code of every inline script it runs (what its CSP allows). */
export interface RenderedPage {
  html: string;
  scripts: string[];
  /** The HTTP status (404: the page says what it shows does not exist); 200 when absent. */
  status?: number;
  /** The page holds one customer's data (their order): served `private, no-store`. */
  noStore?: boolean;
}

/** The app's index.html with the page at `pathname` rendered into it, or null. */
type RenderPage = (
  pathname: string,
  apiFetch: typeof fetch,
  indexHtml: string,
) => Promise<RenderedPage | null>;
type QueuedRender = (pathname: string, apiFetch: typeof fetch) => Promise<RenderedPage | null>;

/** What the build's renderer exports. */
interface Renderer {
  isServerRendered: (pathname: string) => boolean;
  renderStorefrontPage: RenderPage;
}

/** Longest a page may take to render before the plain app is served instead. */
const RENDER_TIMEOUT_MS = 3_000;

export class StorefrontRenderer {
  private module: Promise<Renderer | null> | undefined;
  /** A render waiting to start: requests arriving meanwhile share it (and its fresh data). */
  private next: { pathname: string; page: Promise<RenderedPage | null> } | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly rendererFile: string,
    private readonly api: { url: string; anonKey: string },
  ) {}

  /**
   * The app's page (`indexHtml`) with the page at `pathname` rendered into it, or null when that is
   * not a server-rendered page (or it failed).
   */
  async render(pathname: string, indexHtml: string): Promise<RenderedPage | null> {
    const renderer = await this.load();
    if (!renderer?.isServerRendered(pathname)) return null;
    return this.queue(pathname, (path, apiFetch) =>
      renderer.renderStorefrontPage(path, apiFetch, indexHtml),
    );
  }

  /** One render at a time; a request for the page waiting to render shares it. */
  private queue(pathname: string, renderPage: QueuedRender): Promise<RenderedPage | null> {
    if (this.next?.pathname === pathname) return this.next.page;
    const start = this.running.then(() => {
      if (this.next?.page === page) this.next = undefined;
      return this.renderNow(pathname, renderPage);
    });
    const page = start.catch(() => null);
    this.next = { pathname, page };
    this.running = page;
    return page;
  }

  private async renderNow(
    pathname: string,
    renderPage: QueuedRender,
  ): Promise<RenderedPage | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([renderPage(pathname, this.apiFetch), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The renderer's requests, sent to this stack's PostgREST with the anon key. */
  private readonly apiFetch: typeof fetch = (input, init) => {
    const target = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const headers = new Headers(init?.headers);
    headers.set('apikey', this.api.anonKey);
    headers.set('authorization', `Bearer ${this.api.anonKey}`);
    return fetch(`${this.api.url}${target.pathname}${target.search}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
  };

  private load(): Promise<Renderer | null> {
    this.module ??= (async () => {
      if (!fs.existsSync(this.rendererFile)) return null;
      try {
        const loaded = (await import(pathToFileURL(this.rendererFile).href)) as Partial<Renderer>;
        const { isServerRendered, renderStorefrontPage } = loaded;
        return isServerRendered && renderStorefrontPage
          ? { isServerRendered, renderStorefrontPage }
          : null;
      } catch (error) {
        console.error(`comanda: the storefront renderer could not load (${String(error)})`);
        return null;
      }
    })();
    return this.module;
  }
}
