// The bench's Lighthouse runs, mobile (simulated throttling), median of a few: /client and the
// tracking link of a fresh order against their budgets, /dashboard signed in reported.
import type { TestStack } from '../tests/support/stack.ts';
import type { Results } from './measures.ts';
import { adminSession, launchBenchBrowser } from './browser.ts';
import { lighthouseMedian } from './lighthouse.ts';
import { freshTrackedOrder } from './tracking-page.ts';

/** Lighthouse, default mobile config (simulated throttling), median of a few runs. */
export async function lighthouseClient(stack: TestStack, results: Results, runs = 3) {
  const r = await lighthouseMedian(`${stack.url}/client`, runs);
  const failed = r.runs.filter((run) => run.score === null);
  const detail = r.runs
    .map((run) => (run.score === null ? `failed (${run.error ?? 'no score'})` : String(run.score)))
    .join(', ');
  console.log(`Lighthouse /client: ${r.runs.map((run) => JSON.stringify(run)).join('\n  ')}`);
  results.add(
    'client_lighthouse_performance',
    r.score,
    '/100',
    { min: 98 },
    `median of ${r.runs.length - failed.length} runs: ${detail}`,
  );
  const scores = r.runs.flatMap((run) => (run.score === null ? [] : [run.score]));
  results.add('client_lighthouse_lowest_run', scores.length ? Math.min(...scores) : null, '/100', {
    min: 95,
  });
  results.add('client_lcp', r.lcpMs === null ? null : Math.round(r.lcpMs), 'ms', { max: 1800 });
}

/** The tracking link of a fresh Pix order, Lighthouse mobile, median of a few runs. */
export async function lighthouseTracking(stack: TestStack, results: Results, runs = 3) {
  const orderId = await freshTrackedOrder(stack);
  const r = await lighthouseMedian(`${stack.url}/client/pedido/${orderId}`, runs);
  const scored = r.runs.filter((run) => run.score !== null);
  const detail = r.runs
    .map((run) =>
      run.score === null
        ? `failed (${run.error ?? 'no score'})`
        : `${run.score} (LCP ${Math.round(run.lcpMs ?? NaN)} ms, CLS ${run.cls?.toFixed(3)}, ` +
          `TBT ${Math.round(run.tbtMs ?? NaN)} ms, server ${Math.round(run.ttfbMs ?? NaN)} ms)`,
    )
    .join(', ');
  console.log(
    `Lighthouse /client/pedido/:id: ${r.runs.map((run) => JSON.stringify(run)).join('\n  ')}`,
  );
  results.add(
    'tracking_lighthouse_performance',
    r.score,
    '/100',
    { min: 98 },
    `a fresh Pix order's page, median of ${scored.length} runs: ${detail}`,
  );
  results.add('tracking_lcp', r.lcpMs === null ? null : Math.round(r.lcpMs), 'ms', { max: 1800 });
  const shifts = scored.flatMap((run) => (run.cls === null ? [] : [run.cls]));
  results.add(
    'tracking_cls',
    shifts.length ? Math.max(...shifts) : null,
    '',
    { max: 0 },
    'the largest of the runs',
  );
}

/**
 * Lighthouse mobile on /dashboard, signed in (the session put into localStorage first): reported,
 * it has no budget of its own.
 */
export async function lighthouseDashboard(stack: TestStack, results: Results, runs = 3) {
  const browser = await launchBenchBrowser();
  let session: Record<string, string>;
  try {
    session = await adminSession(browser, stack.url);
  } finally {
    await browser.close();
  }
  const r = await lighthouseMedian(`${stack.url}/dashboard`, runs, { localStorage: session });
  console.log(`Lighthouse /dashboard: ${r.runs.map((run) => JSON.stringify(run)).join('\n  ')}`);
  const scored = r.runs.filter((run) => run.score !== null);
  const spread = (pick: (run: (typeof scored)[number]) => number | null) => {
    const values = scored.flatMap((run) => {
      const value = pick(run);
      return value === null ? [] : [Math.round(value)];
    });
    return values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '—';
  };
  results.add(
    'dashboard_lighthouse_performance',
    r.score,
    '/100',
    undefined,
    `signed in, median of ${scored.length} runs: ${r.runs.map((run) => run.score ?? 'failed').join(', ')}; ` +
      `TBT ${spread((run) => run.tbtMs)} ms, CLS ${scored.map((run) => run.cls?.toFixed(3) ?? '—').join(', ')}`,
  );
  results.add(
    'dashboard_lcp',
    r.lcpMs === null ? null : Math.round(r.lcpMs),
    'ms',
    undefined,
    `spread ${spread((run) => run.lcpMs)} ms`,
  );
}
