// The bench's page weights (`--only=weights`): what each page requests before it shows its
// content, gzip and raw, against its budget; what /relatorios loads beyond /dashboard and the
// reports' chart chunk (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import type { TestStack } from '../tests/support/stack.ts';
import { kb, type Results } from './measures.ts';
import { measurePage, type PageWeight } from './page-weight.ts';
import { adminSession, storageScript } from './browser.ts';

const MARGHERITA_CART = JSON.stringify([
  {
    id: '5e1d0001-0000-4000-8000-000000000001',
    name: 'Pizza Margherita',
    price: 49.9,
    quantity: 1,
  },
]);

/** The pages weighed, each with what shows that its content (not a skeleton) has rendered. */
const WEIGHED_PAGES: Array<{
  name: string;
  path: string;
  rendered: string;
  /** When the page answers a tap (default: when it renders). */
  ready?: string;
  prepare?: (page: Page, url: string) => Promise<void>;
  /** Opened with the admin's session already in localStorage (a cold cache all the same). */
  signedIn?: boolean;
  budget?: number;
  note?: string;
}> = [
  {
    name: 'client',
    path: '/client',
    rendered: 'article h3',
    ready: '#root:not([aria-disabled]) article h3',
    budget: 100,
    note: 'its content: the first product card, in the page the stack serves',
  },
  {
    name: 'checkout',
    path: '/client/checkout',
    rendered: 'form input',
    prepare: async (page) => {
      await page.addInitScript(
        (value: string) => localStorage.setItem('cart', value),
        MARGHERITA_CART,
      );
    },
  },
  { name: 'login', path: '/login', rendered: 'form input', budget: 80 },
  {
    name: 'dashboard',
    path: '/dashboard',
    // Its numbers: today's figures and the four counters, both answered (not '—').
    rendered:
      'main:has([data-stats="today"][aria-busy="false"]):has([data-stats="orders"][aria-busy="false"])',
    signedIn: true,
    budget: 150,
    note: 'its figures shown; opened signed in, cold cache',
  },
  {
    name: 'reports',
    path: '/relatorios',
    rendered: 'main h1',
    signedIn: true,
    note: 'opened signed in, cold cache',
  },
];

/**
 * What /relatorios loads that /dashboard does not, on opening (its summary tab): the page, its CSV
 * writer and tabs. Budget 30 KB: the page's own code, with no chart or spreadsheet library in it.
 */
const REPORTS_ONLY_BUDGET_KB = 30;
/**
 * The chart the 'Vendas' tab draws: Chart.js with the bar chart alone, in a chunk of its own that no
 * other screen loads (about 52 KB gzip). Budget 60 KB: Chart.js registered whole, or a second charting
 * library, would go over it.
 */
const REPORTS_CHART_BUDGET_KB = 60;

export async function pageWeights(stack: TestStack, distDir: string, results: Results) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const session = await adminSession(browser, stack.url);
    const loaded: Record<string, PageWeight> = {};
    for (const page of WEIGHED_PAGES) {
      const { name, path: pagePath, rendered, ready, prepare, signedIn, budget, note } = page;
      const weight = await measurePage(browser, `${stack.url}${pagePath}`, {
        renderedSelector: rendered,
        ...(ready ? { readySelector: ready } : {}),
        ...(prepare || signedIn
          ? {
              prepare: async (p: Page) => {
                if (signedIn) await p.addInitScript(storageScript(session));
                if (prepare) await prepare(p, stack.url);
              },
            }
          : {}),
      });
      loaded[name] = weight;
      results.add(
        `${name}_js_gzip`,
        kb(weight.toRender.jsGzip),
        'KB',
        budget === undefined ? undefined : { max: budget },
        `requested before the page rendered${note ? ` (${note})` : ''}`,
      );
      results.add(`${name}_js_raw`, kb(weight.toRender.jsRaw), 'KB');
      if (ready)
        results.add(
          `${name}_js_gzip_to_ready`,
          kb(weight.toReady.jsGzip),
          'KB',
          undefined,
          'requested before the app had taken the page over (a tap works)',
        );
      results.add(`${name}_css_gzip`, kb(weight.toRender.cssGzip), 'KB');
      results.add(`${name}_css_raw`, kb(weight.toRender.cssRaw), 'KB');
      results.add(
        `${name}_js_gzip_after_idle`,
        kb(weight.total.jsGzip),
        'KB',
        undefined,
        'with what loads once the page shows',
      );
    }
    const dashboardFiles = new Set(loaded.dashboard!.files.map((f) => f.path));
    const reportsOnly = loaded.reports!.files.filter(
      (f) => f.path.endsWith('.js') && !dashboardFiles.has(f.path),
    );
    const largest = [...reportsOnly].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    results.add(
      'reports_only_js_gzip',
      kb(reportsOnly.reduce((sum, f) => sum + f.gzip, 0)),
      'KB',
      { max: REPORTS_ONLY_BUDGET_KB },
      `what /relatorios loads beyond /dashboard on opening, after idle: ${reportsOnly.length} files, the largest ${largest
        .map((f) => `${path.basename(f.path)} ${kb(f.gzip)} KB`)
        .join(', ')}`,
    );
    // The chart's chunk, from the build (the tab that draws it is not the one that opens).
    const charts = fs
      .readdirSync(path.join(distDir, 'assets'))
      .filter((file) => /^day-chart-.*\.js$/.test(file));
    const chartGzip = charts.reduce(
      (sum, file) =>
        sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, 'assets', file))).length,
      0,
    );
    results.add(
      'reports_chart_js_gzip',
      charts.length ? kb(chartGzip) : null,
      'KB',
      { max: REPORTS_CHART_BUDGET_KB },
      `the 'Vendas' tab's chart (${charts.join(', ') || 'no day-chart chunk in the build'}), gzip of the built file`,
    );
  } finally {
    await browser.close();
  }
}
