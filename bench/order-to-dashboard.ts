// Order placed → row rendered on an open dashboard (p95 ≤ 150 ms, docs/performance.md). The admin
// has /dashboard open; orders are placed one at a time through the gateway like the storefront
// does (anon POST /rest/v1/rpc/place_order, the bench's order of bench-order.ts), each under a unique customer name. A MutationObserver
// inside the page stamps the moment a row of the 'Pedidos Recentes' table shows that name
// (performance.timeOrigin + performance.now(), wall clock), so no Playwright round trip is timed;
// Node stamps Date.now() just before sending the request. Both read this machine's clock.
// For the breakdown, the page also stamps the realtime message that carries the name and reads
// the resource timing of the last list request before the row showed (to tell a row shown from
// the event from one that waited for a refetch).
import type { Browser } from '@playwright/test';
import type { TestStack } from '../tests/support/stack.ts';
import { benchOrder } from './bench-order.ts';
import { percentile } from './measures.ts';
import { benchContext, median, signIn } from './browser.ts';

export interface OrderToDashboardResult {
  latenciesMs: number[];
  missed: number;
  errors: number;
  /** Page clock minus Node clock, measured once around a round trip: should be ~0. */
  clockSkewMs: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
  /**
   * Where the time goes, p50 and p95 over the orders where both stamps exist (ms):
   * rpc: the place_order request alone, sent → response read in Node;
   * realtime: sent → the realtime message carrying the order reaches the page;
   * apply: that message → the row in the DOM (the app puts the event's row into its cache);
   * refetch: the list request that preceded the row, when it started after the message (the row
   * came from a refetch rather than from the event; see shownByRefetch).
   */
  breakdown: Record<
    'rpc' | 'realtime' | 'apply' | 'refetch',
    { p50: number | null; p95: number | null }
  >;
  /** Rows that showed only once a list refetch came back, not straight from the realtime event. */
  shownByRefetch: number;
  /** p95 of each consecutive batch of orders (the spread of the p95 within the run). */
  batchP95s: number[];
}

interface Seen {
  at: number;
  wsAt: number | null;
  fetchStart: number | null;
  fetchEnd: number | null;
}

declare global {
  interface Window {
    __benchWatch?: Set<string>;
    __benchRowSeen?: (name: string, seen: Seen) => void;
  }
}

// In-page code as plain source: the bench runs under tsx, whose helpers (__name) do not exist in
// the page. Installed before the app's scripts run. The dashboard's one table is 'Pedidos
// Recentes'; its customer cell holds exactly the name. A MutationObserver callback runs right
// after the DOM change, before the next paint. The dashboard's recent list is the orders request
// with limit=5 and no status filter.
const WATCH = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const watch = new Set();
  const wsAt = new Map();
  window.__benchWatch = watch;
  performance.setResourceTimingBufferSize(100000);
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (watch.size === 0 || typeof event.data !== 'string') return;
        const at = now();
        for (const name of watch) if (!wsAt.has(name) && event.data.includes(name)) wsAt.set(name, at);
      });
    }
  };
  const check = () => {
    if (watch.size === 0) return;
    const at = now();
    for (const cell of document.querySelectorAll('table tr[data-status] td')) {
      const name = cell.textContent || '';
      if (!watch.delete(name)) continue;
      const fetches = performance.getEntriesByType('resource').filter((e) =>
        e.name.includes('/rest/v1/orders?') && e.name.includes('limit=5') && !e.name.includes('status=') &&
        e.responseEnd > 0 && performance.timeOrigin + e.responseEnd <= at);
      const last = fetches[fetches.length - 1];
      window.__benchRowSeen(name, {
        at,
        wsAt: wsAt.get(name) ?? null,
        fetchStart: last ? performance.timeOrigin + last.fetchStart : null,
        fetchEnd: last ? performance.timeOrigin + last.responseEnd : null,
      });
      wsAt.delete(name);
      performance.clearResourceTimings();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (v: number) => Math.round(v * 10) / 10;
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const m = median(sorted);
  return {
    p50: m === null ? null : round(m),
    p95: sorted.length ? round(percentile(sorted, 95)) : null,
  };
};

/** The p95 of each consecutive batch of `size` latencies (a last, shorter batch is dropped). */
function batches(latencies: number[], size: number): number[] {
  const p95s: number[] = [];
  for (let from = 0; from + size <= latencies.length; from += size) {
    const sorted = latencies.slice(from, from + size).sort((a, b) => a - b);
    p95s.push(round(percentile(sorted, 95)));
  }
  return p95s;
}

export async function orderToDashboard(
  browser: Browser,
  stack: TestStack,
  { orders = 100, warmup = 3, pauseMs = 100, timeoutMs = 10_000, batchSize = 25 } = {},
): Promise<OrderToDashboardResult> {
  const order = await benchOrder(stack);
  const headers = {
    apikey: stack.anonKey,
    authorization: `Bearer ${stack.anonKey}`,
    'content-type': 'application/json',
  };
  const context = await benchContext(browser, { viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await signIn(page, stack.url);

    const waiting = new Map<string, (seen: Seen) => void>();
    await page.exposeFunction('__benchRowSeen', (name: string, seen: Seen) =>
      waiting.get(name)?.(seen),
    );
    await page.addInitScript(WATCH);
    await page.goto(`${stack.url}/dashboard`);
    // The recent orders have loaded (rows, or the empty table's message).
    await page
      .locator('table tr[data-status], table :text("Nenhum pedido encontrado")')
      .first()
      .waitFor();

    const before = Date.now();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = Date.now();
    const clockSkewMs = pageNow - (before + after) / 2;

    const run = Date.now().toString(36);
    const latenciesMs: number[] = [];
    const parts = {
      rpc: [] as number[],
      realtime: [] as number[],
      apply: [] as number[],
      refetch: [] as number[],
    };
    let shownByRefetch = 0;
    let missed = 0;
    let errors = 0;
    for (let i = 0; i < warmup + orders; i++) {
      const name = `Bench Tempo Real ${run} ${String(i).padStart(3, '0')}`;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const seen = new Promise<Seen | null>((resolve) => {
        waiting.set(name, resolve);
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      await page.evaluate((n) => window.__benchWatch!.add(n), name);
      const sentAt = Date.now();
      const res = await fetch(`${stack.url}/rest/v1/rpc/place_order`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ customer_name: name, ...order }),
      });
      await res.arrayBuffer();
      const rpcMs = Date.now() - sentAt;
      if (!res.ok) {
        errors++;
        clearTimeout(timer);
        waiting.delete(name);
        await page.evaluate((n) => window.__benchWatch!.delete(n), name);
        continue;
      }
      const s = await seen;
      clearTimeout(timer);
      waiting.delete(name);
      if (i >= warmup) {
        // A row that never shows counts as the timeout (a lower bound) in the percentiles.
        if (s === null) missed++;
        latenciesMs.push(s === null ? timeoutMs : s.at - sentAt);
        parts.rpc.push(rpcMs);
        if (s?.wsAt) parts.realtime.push(s.wsAt - sentAt);
        if (s?.wsAt) parts.apply.push(s.at - s.wsAt);
        if (s?.wsAt && s.fetchStart && s.fetchEnd && s.fetchStart > s.wsAt) {
          shownByRefetch++;
          parts.refetch.push(s.fetchEnd - s.fetchStart);
        }
      }
      await sleep(pauseMs);
    }
    const sorted = [...latenciesMs].sort((a, b) => a - b);
    return {
      latenciesMs,
      missed,
      errors,
      clockSkewMs: round(clockSkewMs),
      p50: sorted.length ? round(percentile(sorted, 50)) : null,
      p95: sorted.length ? round(percentile(sorted, 95)) : null,
      max: sorted.length ? round(sorted[sorted.length - 1]!) : null,
      breakdown: {
        rpc: spread(parts.rpc),
        realtime: spread(parts.realtime),
        apply: spread(parts.apply),
        refetch: spread(parts.refetch),
      },
      shownByRefetch,
      batchP95s: batches(latenciesMs, batchSize),
    };
  } finally {
    await context.close();
  }
}
