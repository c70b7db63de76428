// What a page really downloads to render: every script and stylesheet Chromium requests while
// loading it (after network idle), compressed as sent and raw.
import type { Browser, Page } from '@playwright/test';

export interface PageWeight {
  jsGzip: number;
  jsRaw: number;
  cssGzip: number;
  cssRaw: number;
  requests: number;
}

export async function measurePage(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const weight: PageWeight = { jsGzip: 0, jsRaw: 0, cssGzip: 0, cssRaw: 0, requests: 0 };
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const raw = response ? (await response.body()).length : 0;
        weight.requests++;
        if (type === 'script') {
          weight.jsGzip += sizes.responseBodySize;
          weight.jsRaw += raw;
        } else {
          weight.cssGzip += sizes.responseBodySize;
          weight.cssRaw += raw;
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return weight;
}
