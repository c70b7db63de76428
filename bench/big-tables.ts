// The admin's tables with many orders in the database (docs/performance.md: first render ≤ 1 s,
// no query returns all orders). Signed in, each page is loaded several times; an init script's
// MutationObserver stamps performance.now() (ms since navigation start) when the first order row
// enters the DOM. Every response from /rest/v1 during those loads is weighed (decoded body) and,
// when it is a JSON array, its rows are counted.
import type { Browser, Response } from '@playwright/test';
import type { TestStack } from '../tests/support/stack.ts';
import { benchContext, median, signIn } from './browser.ts';

export interface RestResponse {
  url: string;
  status: number;
  bytes: number;
  rows: number | null;
  contentRange: string | null;
}

export interface BigTablesResult {
  /** path → first-row times (ms since navigation start), the first visit first. */
  firstRowMs: Record<string, number[]>;
  /** Median over the visits after the first (HTTP cache warm). */
  medianMs: Record<string, number | null>;
  responses: RestResponse[];
  largest: RestResponse | null;
  mostRows: RestResponse | null;
}

// Plain source: the bench runs under tsx, whose helpers (__name) do not exist in the page.
const FIRST_ROW = `(() => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('table tr[data-status]')) {
      window.__benchFirstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

export async function bigTables(
  browser: Browser,
  stack: TestStack,
  paths: string[],
  visits = 4,
): Promise<BigTablesResult> {
  const context = await benchContext(browser, { viewport: { width: 1366, height: 900 } });
  const responses: RestResponse[] = [];
  const pending: Array<Promise<void>> = [];
  const weigh = async (response: Response) => {
    const body = await response.body().catch(() => null);
    if (!body) return;
    let rows: number | null = null;
    if ((response.headers()['content-type'] ?? '').includes('json')) {
      try {
        const json: unknown = JSON.parse(body.toString('utf8'));
        if (Array.isArray(json)) rows = json.length;
      } catch {
        // not JSON after all
      }
    }
    responses.push({
      url: response.url(),
      status: response.status(),
      bytes: body.length,
      rows,
      contentRange: response.headers()['content-range'] ?? null,
    });
  };
  context.on('response', (response) => {
    if (
      new URL(response.url()).pathname.startsWith('/rest/v1/') &&
      response.request().method() !== 'OPTIONS'
    )
      pending.push(weigh(response));
  });
  try {
    const page = await context.newPage();
    await signIn(page, stack.url);
    await page.addInitScript(FIRST_ROW);
    const firstRowMs: Record<string, number[]> = {};
    for (let visit = 0; visit < visits; visit++) {
      for (const path of paths) {
        await page.goto(`${stack.url}${path}`);
        await page.locator('table tr[data-status]').first().waitFor({ timeout: 30_000 });
        const ms = await page.evaluate(
          () => (window as unknown as { __benchFirstRow?: number }).__benchFirstRow ?? null,
        );
        if (ms === null) throw new Error(`no first-row time on ${path}`);
        (firstRowMs[path] ??= []).push(Math.round(ms));
      }
    }
    // Let the last page's late requests (realtime catch-up refetches) finish.
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const medianMs = Object.fromEntries(
      Object.entries(firstRowMs).map(([path, times]) => [path, median(times.slice(1))]),
    );
    const byBytes = [...responses].sort((a, b) => b.bytes - a.bytes);
    const byRows = responses.filter((r) => r.rows !== null).sort((a, b) => b.rows! - a.rows!);
    return {
      firstRowMs,
      medianMs,
      responses,
      largest: byBytes[0] ?? null,
      mostRows: byRows[0] ?? null,
    };
  } finally {
    await context.close();
  }
}
