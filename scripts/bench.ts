// `npm run bench`: the performance report (docs/performance.md). Starts its own stacks on fresh
// data, prints a table with ✔ / ✘ next to each budget and writes bench/results.json.
// On one stack: page weights, Lighthouse on /client, order → dashboard latency, then place_order
// throughput; on a second stack seeded with 20,000 orders: the admin tables' first render.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, removeDir, startStack, type TestStack } from '../tests/support/stack.ts';
import { Results } from '../bench/measures.ts';
import { launchBenchBrowser } from '../bench/browser.ts';
import { orderToDashboard } from '../bench/order-to-dashboard.ts';
import { bigMenu } from '../bench/big-menu.ts';
import { measureMemory } from '../bench/memory.ts';
import { pageWeights } from '../bench/page-weights-report.ts';
import {
  lighthouseClient,
  lighthouseDashboard,
  lighthouseTracking,
} from '../bench/lighthouse-report.ts';
import { throughput } from '../bench/throughput-report.ts';
import { bigData, busyYear } from '../bench/big-data-report.ts';

const results = new Results();
const benchStart = Date.now();
// `npm run bench -- --only=weights,lighthouse` runs some parts (weights, lighthouse, tracking,
// panel, latency, throughput, big, bigmenu, reports, memory); results.json is written only by a
// full run.
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);
async function timed(label: string, run: () => Promise<void>, part: string) {
  if (!wanted(part)) return;
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  await run();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Its own build, so that a bench never disturbs dist/ or a test run serving it.
const distDir = path.join(ROOT, '.tmp', 'bench-dist');
console.log('Building the app…');
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(1);

/** Order placed through the gateway → its row in 'Pedidos Recentes' on an open dashboard. */
async function orderLatency(stack: TestStack, orders = 100) {
  const browser = await launchBenchBrowser();
  try {
    const r = await orderToDashboard(browser, stack, { orders });
    const b = r.breakdown;
    const split = (Object.keys(b) as Array<keyof typeof b>)
      .map((k) => `${k} ${b[k].p50}/${b[k].p95}`)
      .join(', ');
    console.log(
      `order → dashboard: p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms; page clock skew ${r.clockSkewMs} ms`,
    );
    console.log(`  where the time goes, p50/p95 ms: ${split}`);
    console.log(`  p95 of each batch of 25: ${r.batchP95s.join(', ')} ms`);
    results.add('order_to_dashboard_p50_ms', r.p50, 'ms');
    results.add(
      'order_to_dashboard_p95_ms',
      r.p95,
      'ms',
      { max: 150 },
      `${orders} orders one at a time; p95 of each 25: ${r.batchP95s.join(', ')} ms; ` +
        `${r.missed} never shown, ${r.errors} failed, ${r.shownByRefetch} shown only by a refetch; ` +
        `p50/p95 split: place_order ${b.rpc.p50}/${b.rpc.p95}, realtime ${b.realtime.p50}/${b.realtime.p95}, ` +
        `event → row ${b.apply.p50}/${b.apply.p95} ms`,
    );
  } finally {
    await browser.close();
  }
}

/** The whole stack as `npm start` runs it (it builds what is missing): RSS at rest, under load, after. */
async function stackMemory() {
  const memory = await measureMemory({ log: (line) => console.log(`  ${line}`) });
  results.add('stack_memory_after_start', memory.after_start, 'MB', { max: 300 });
  results.add('stack_memory_under_load', memory.under_load, 'MB', { max: 450 });
  results.add(
    'stack_memory_60s_after_load_vs_start',
    memory.after_60s / memory.after_start,
    'ratio',
    { max: 1.1 },
    `${memory.after_60s} MB, 60 s after the load`,
  );
}

const stack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir } });
try {
  results.add(
    'stack_startup_new_data_dir',
    stack.startupMs,
    'ms',
    undefined,
    'initdb, migrations, seed, PostgREST',
  );
  await timed('page weights', () => pageWeights(stack, distDir, results), 'weights');
  await timed('Lighthouse /client', () => lighthouseClient(stack, results), 'lighthouse');
  // Part of the Lighthouse part; `--only=tracking` runs it alone.
  await timed(
    'Lighthouse /client/pedido/:id',
    () => lighthouseTracking(stack, results),
    wanted('lighthouse') ? 'lighthouse' : 'tracking',
  );
  await timed(
    'Lighthouse /dashboard, signed in',
    () => lighthouseDashboard(stack, results),
    'panel',
  );
  await timed('order → dashboard', () => orderLatency(stack), 'latency');
  await timed('place_order throughput', () => throughput(stack, results), 'throughput');
} finally {
  await stack.stop();
}
try {
  const again = await startStack({ dataDir: stack.dataDir, env: { DIST_DIR: distDir } });
  results.add('stack_startup_existing_data_dir', again.startupMs, 'ms');
  await again.stop();
} finally {
  removeDir(stack.dataDir);
}

await timed('20,000 orders', () => bigData(distDir, results), 'big');
await timed('80 products with photos', () => bigMenu(distDir, results), 'bigmenu');
await timed("the stack's memory (npm start)", () => stackMemory(), 'memory');
await timed('reports on a busy year', () => busyYear(distDir, results), 'reports');

console.log('\n' + results.table());
if (only) process.exit(0);
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results.json'),
  JSON.stringify(results.measures, null, 2) + '\n',
);
console.log(
  `\nWrote bench/results.json (bench ran ${Math.round((Date.now() - benchStart) / 1000)} s)`,
);
