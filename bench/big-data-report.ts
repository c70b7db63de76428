// The bench's big databases, each on a stack of its own: 20,000 orders (the dashboard's and the
// orders page's first row, the largest response) and a busy year of 150,000 (the reports, the
// orders page and the history).
import { removeDir, startStack } from '../tests/support/stack.ts';
import { kb, type Results } from './measures.ts';
import { launchBenchBrowser } from './browser.ts';
import { seedOrders } from './seed-orders.ts';
import { bigTables } from './big-tables.ts';
import { measureReports, seedBusyYear } from './busy-year.ts';

/** get_sales_report and get_customers on 150,000 orders over 365 days (a stack of its own). */
export async function busyYear(distDir: string, results: Results) {
  const stack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir } });
  try {
    console.log(`Seeded the busy year in ${await seedBusyYear(stack.databaseUrl)} ms`);
    await measureReports(stack.databaseUrl, results);
    // The first row of the orders page and the history, signed in, on the same year.
    const browser = await launchBenchBrowser();
    try {
      const r = await bigTables(browser, stack, ['/orders', '/history'], 6);
      for (const [name, page] of [
        ['orders_first_row_busy_year_ms', '/orders'],
        ['history_first_row_busy_year_ms', '/history'],
      ] as const) {
        const warm = (r.firstRowMs[page] ?? []).slice(1);
        results.add(
          name,
          r.medianMs[page] ?? null,
          'ms',
          { max: 500 },
          `median of ${warm.length} loads, spread ${Math.min(...warm)}–${Math.max(...warm)} ms`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
    removeDir(stack.dataDir);
  }
}

/** /dashboard and /orders with 20,000 orders in the database (a stack of its own). */
export async function bigData(distDir: string, results: Results, count = 20_000) {
  const stack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir } });
  try {
    const seeded = await seedOrders(stack.databaseUrl, count);
    console.log(`Seeded ${seeded.total} orders in ${seeded.ms} ms`);
    if (seeded.total !== count) throw new Error(`expected ${count} orders, found ${seeded.total}`);
    const browser = await launchBenchBrowser();
    try {
      const r = await bigTables(browser, stack, ['/dashboard', '/orders'], 6);
      console.log(
        `first row (ms since navigation start, first visit first): ${JSON.stringify(r.firstRowMs)}`,
      );
      for (const [name, page] of [
        ['dashboard_first_row_20k_ms', '/dashboard'],
        ['orders_first_row_20k_ms', '/orders'],
      ] as const) {
        const times = r.firstRowMs[page] ?? [];
        const warm = times.slice(1);
        results.add(
          name,
          r.medianMs[page] ?? null,
          'ms',
          { max: 500 },
          `median of ${warm.length} loads, spread ${Math.min(...warm)}–${Math.max(...warm)} ms, ` +
            `signed in, HTTP cache warm (first visit ${times[0]} ms)`,
        );
      }
      const where = (res: typeof r.largest) =>
        res
          ? `${new URL(res.url).pathname}${res.contentRange ? ` (Content-Range ${res.contentRange})` : ''}`
          : '';
      results.add(
        'largest_response_20k_kb',
        r.largest ? kb(r.largest.bytes) : null,
        'KB',
        undefined,
        r.largest
          ? `${where(r.largest)}, ${r.largest.rows ?? '?'} rows; ${r.responses.length} /rest/v1 responses`
          : undefined,
      );
      results.add(
        'max_rows_in_response_20k',
        r.mostRows?.rows ?? null,
        'rows',
        { max: 100 },
        where(r.mostRows),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
    removeDir(stack.dataDir);
  }
}
