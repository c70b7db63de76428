// The whole stack's memory as a shop runs it: `npm start` on a new data dir with the embedded
// PostgreSQL, and the resident memory of everything under it (npm, the stack's node process, every
// PostgreSQL process, PostgREST, their shell guards) summed from Linux /proc. Read at rest after
// start (its first page served), at the peak of a bounded load on loopback (orders through the REST
// API as anon, storefront pages, realtime sockets), and 60 s after the load ends.
// Alone: `node --import tsx bench/memory.ts` (after `npm run build`; `--tsx` runs the stack from its
// TypeScript sources instead, as `npm run dev` and the tests do).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, ROOT } from '../tests/support/stack.ts';
import { benchOrder } from './bench-order.ts';
import { encodePost, LeanConnection } from './lean-http.ts';
import { layerCpuMs, type Layer } from './process-cpu.ts';
import { describeRss, gatewayPid, stackRss } from './stack-rss.ts';

export interface MemoryResult {
  /** MB, READY and the first /client page served, then `settleSeconds` at rest. */
  after_start: number;
  /** MB, the highest reading during the load. */
  under_load: number;
  /** MB, 60 s after the load ended. */
  after_60s: number;
}

export interface MemoryOptions {
  /** How the stack is started (default: as `npm start` runs it, the built JavaScript). */
  command?: string[];
  /** The built app it serves (default dist/). */
  distDir?: string;
  loadSeconds?: number;
  ordersPerSecond?: number;
  pagesPerSecond?: number;
  sockets?: number;
  settleSeconds?: number;
  log?: (line: string) => void;
}

/** The stack as a shop runs it: `npm start` (npm's own process counts too). */
export const NPM_START = ['npm', 'start'];
export const TSX_COMMAND = [process.execPath, '--import', 'tsx', 'supabase/local/main.ts'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  url: string;
  anonKey: string;
  databaseUrl: string;
}

async function start(command: string[], env: Record<string, string>): Promise<Started> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', STACK_QUIET: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no READY in 120 s:\n${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^READY (.+)$/m.exec(output);
      if (!line) return;
      clearTimeout(timer);
      const ready = JSON.parse(line[1]!) as { port: number; anonKey: string; databaseUrl: string };
      resolve({ child, url: `http://127.0.0.1:${ready.port}`, ...ready });
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}):\n${output}`)));
  });
}

/**
 * Runs `task` `perSecond` times a second for `seconds` (catching up when the timer fires late on a
 * busy machine), with at most `inFlight` at once: beyond that a run is skipped, and counted.
 */
async function atRate(
  perSecond: number,
  seconds: number,
  inFlight: number,
  task: () => Promise<void>,
): Promise<{ skipped: number }> {
  let running = 0;
  let started = 0;
  let skipped = 0;
  const tasks: Promise<void>[] = [];
  const from = Date.now();
  const timer = setInterval(() => {
    const due = Math.min(perSecond * seconds, Math.floor(((Date.now() - from) / 1000) * perSecond));
    for (; started < due; started++) {
      if (running >= inFlight) {
        skipped++;
        continue;
      }
      running++;
      tasks.push(task().finally(() => running--));
    }
  }, 1000 / perSecond);
  await sleep(seconds * 1000);
  clearInterval(timer);
  await Promise.all(tasks);
  return { skipped };
}

export async function measureMemory(options: MemoryOptions = {}): Promise<MemoryResult> {
  const log = options.log ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-memory-'));
  // No limit may refuse the bench's own traffic (both spellings of turning them off for loopback).
  const stack = await start(options.command ?? NPM_START, {
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
  });
  const pid = stack.child.pid!;
  const gateway = gatewayPid(pid);
  const sockets: SupabaseClient[] = [];
  const failures = { orders: 0, pages: 0 };
  const served = { orders: 0, pages: 0 };
  try {
    const first = await fetch(`${stack.url}/client`, { headers: { 'accept-encoding': 'gzip' } });
    if (!(await first.text()).includes('<article')) throw new Error('/client was not rendered');
    await sleep(5000);
    log(`5 s after the first page: ${describeRss(stackRss(pid))}`);
    // At rest: the pools have closed the connections the migrations and the first page opened
    // (node-postgres after 10 s idle, PostgREST after 30 s), as they do after the load.
    await sleep(((options.settleSeconds ?? 35) - 5) * 1000);
    const afterStart = stackRss(pid);
    log(`after start, at rest: ${describeRss(afterStart)}`);

    for (let i = 0; i < (options.sockets ?? 20); i++) {
      const client = anonClient(stack);
      client
        .channel(`memory-${i}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, () => {})
        .subscribe();
      sockets.push(client);
    }
    const order = await benchOrder(stack);
    const url = new URL(`${stack.url}/rest/v1/rpc/place_order`);
    const headers = {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
    };
    const idle: LeanConnection[] = [];
    let sequence = 0;
    const placeOrder = async () => {
      const connection = idle.pop() ?? new LeanConnection(url);
      const body = JSON.stringify({ customer_name: `Memória ${sequence++}`, ...order });
      try {
        const res = await connection.send(encodePost(url, headers, body));
        if (res.status === 200) served.orders++;
        else failures.orders++;
      } catch {
        failures.orders++;
      }
      if (!connection.failed) idle.push(connection);
    };
    const getPage = async () => {
      try {
        const res = await fetch(`${stack.url}/client`, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        if (res.status === 200) served.pages++;
        else failures.pages++;
      } catch {
        failures.pages++;
      }
    };
    let underLoad = stackRss(pid);
    const sample = () => {
      const now = stackRss(pid);
      if (now.total > underLoad.total) underLoad = now;
    };
    const sampler = setInterval(sample, 500);
    const cpuBefore = layerCpuMs(gateway);
    const seconds = options.loadSeconds ?? 30;
    const [orders, pages] = await Promise.all([
      atRate(options.ordersPerSecond ?? 20, seconds, 100, placeOrder),
      atRate(options.pagesPerSecond ?? 50, seconds, 100, getPage),
    ]);
    clearInterval(sampler);
    sample();
    for (const connection of idle) connection.close();
    await Promise.all(sockets.map((client) => client.removeAllChannels()));
    const cpuAfter = layerCpuMs(gateway);
    const cpu = (layer: Layer) => Math.round(cpuAfter![layer] - cpuBefore![layer]);
    log(
      `under load: ${describeRss(underLoad)}; served ${served.orders} orders, ${served.pages} pages ` +
        `(failed ${failures.orders}, ${failures.pages}; skipped ${orders.skipped}, ${pages.skipped}); ` +
        `CPU ms: gateway ${cpu('gateway')}, ` +
        `PostgREST ${cpu('postgrest')}, PostgreSQL ${cpu('postgres')}`,
    );
    if (failures.orders + failures.pages > 0) throw new Error('the load was not served in full');
    await sleep(60_000);
    const after60 = stackRss(pid);
    log(`60 s after: ${describeRss(after60)}`);
    return { after_start: afterStart.total, under_load: underLoad.total, after_60s: after60.total };
  } finally {
    // Ctrl-C to the stack itself: npm, without a terminal, passes no signal on (it exits after).
    const exited = new Promise((resolve) => stack.child.once('exit', resolve));
    process.kill(gateway, 'SIGINT');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tsx = process.argv.includes('--tsx');
  if (!tsx && !fs.existsSync(path.join(ROOT, 'dist-server', 'main.js'))) {
    console.error('No dist-server/: run npm run build first.');
    process.exit(1);
  }
  const result = await measureMemory({
    command: tsx ? TSX_COMMAND : NPM_START,
    log: console.log,
  });
  console.log(JSON.stringify(result));
}
