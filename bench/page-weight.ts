// What a page downloads: every script and stylesheet Chromium requests while loading it, compressed
// as sent and raw. "Needed to render" counts what was requested before the page's content showed
// (a selector, stamped in the page by a MutationObserver); "to be ready" what was requested before
// it answers a tap (a served storefront page shows its menu before any JavaScript and is ready once
// the app has taken it over); the total is counted after network idle.
import type { Browser, Page } from '@playwright/test';

export interface Weight {
  jsGzip: number;
  jsRaw: number;
  cssGzip: number;
  cssRaw: number;
  requests: number;
}

export interface PageWeight {
  /** Requested before `renderedSelector` matched (everything, without a selector). */
  toRender: Weight;
  /** Requested before `readySelector` matched: what the page needs to answer a tap. */
  toReady: Weight;
  /** Everything, after network idle. */
  total: Weight;
  /** Each script and stylesheet, after network idle: its path and gzip bytes. */
  files: Array<{ path: string; gzip: number }>;
}

const empty = (): Weight => ({ jsGzip: 0, jsRaw: 0, cssGzip: 0, cssRaw: 0, requests: 0 });

function add(weight: Weight, type: string, gzip: number, raw: number) {
  weight.requests++;
  if (type === 'script') {
    weight.jsGzip += gzip;
    weight.jsRaw += raw;
  } else {
    weight.cssGzip += gzip;
    weight.cssRaw += raw;
  }
}

export async function measurePage(
  browser: Browser,
  url: string,
  options: {
    prepare?: (page: Page) => Promise<void>;
    renderedSelector?: string;
    readySelector?: string;
  } = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  if (options.prepare) await options.prepare(page);
  // A string, not a function: tsx would wrap the function's inner names in helpers the page lacks.
  const stamp = (selector: string, name: string) => `{
      const observer = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(selector)})) return;
        window.${name} = performance.timeOrigin + performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    }`;
  if (options.renderedSelector)
    await page.addInitScript(stamp(options.renderedSelector, '__renderedAt'));
  const readySelector = options.readySelector ?? options.renderedSelector;
  if (readySelector) await page.addInitScript(stamp(readySelector, '__readyAt'));
  const seen: Array<
    Promise<{
      path: string;
      type: string;
      started: number;
      gzip: number;
      raw: number;
    } | null>
  > = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(
      (async () => {
        try {
          const sizes = await request.sizes();
          const response = await request.response();
          const raw = response ? (await response.body()).length : 0;
          return {
            path: new URL(request.url()).pathname,
            type,
            started: request.timing().startTime,
            gzip: sizes.responseBodySize,
            raw,
          };
        } catch {
          // A response of the document `prepare` left (its body is gone): not this page's.
          return null;
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const stampAt = async (selector: string | undefined, name: string) => {
    if (!selector) return Infinity;
    await page.waitForSelector(selector, { state: 'attached' });
    return page.evaluate((key) => (window as unknown as Record<string, number>)[key]!, name);
  };
  const renderedAt = await stampAt(options.renderedSelector, '__renderedAt');
  const readyAt = await stampAt(readySelector, '__readyAt');
  const weight: PageWeight = { toRender: empty(), toReady: empty(), total: empty(), files: [] };
  for (const r of (await Promise.all(seen)).filter((x) => x !== null)) {
    add(weight.total, r.type, r.gzip, r.raw);
    weight.files.push({ path: r.path, gzip: r.gzip });
    if (r.started <= renderedAt) add(weight.toRender, r.type, r.gzip, r.raw);
    if (r.started <= readyAt) add(weight.toReady, r.type, r.gzip, r.raw);
  }
  await context.close();
  return weight;
}
