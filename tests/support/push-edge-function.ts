// The push-edge-function test files' shared ground (tests/push-edge-function*.test.ts): the Edge
// Function supabase/functions/push started under Deno before the tests, as Supabase's runtime
// starts it, against a file's stack whose own sender is off; a push service on loopback and an
// attendant in `world`; and helpers that post what a database webhook or the cron job posts.
// Whatever the function logs fails the test.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import type { StackFile } from './fixture.ts';
import { isSubscribed, placeCustomerOrder, preparePush, setStatusAsOwner } from './push-orders.ts';
import { PUSH_RECEIVER_CA, type FakeDevice, type PushReceiver } from './push-receiver.ts';
import { ROOT, adminClient, removeDir } from './stack.ts';

const SECRET = 'segredo-do-webhook-de-teste-0123456789';
const PASSWORD = 'senha-da-equipe-1';
export const VAPID = webpush.generateVAPIDKeys();

export type Row = Record<string, unknown> & { id: string; order_number: string; status: string };

/** The Deno binary of the `deno` npm package (its platform package, as its own bin script finds it). */
function denoBinary(): string {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

/** The function under Deno: its address, its process and what it logged. */
export type EdgeFunction = {
  url: string;
  child: ChildProcess;
  output: () => string;
  denoDir: string;
};

/** Registers the file's set-up (the file's stack `t`: PUSH_SENDER off, db) and gives its helpers. */
export function useEdgeFunction(t: StackFile) {
  let receiver: PushReceiver;
  let attendant: SupabaseClient;
  let items: Array<{ product_id: string; quantity: number }>;
  let fn: EdgeFunction;

  async function startFunction(): Promise<typeof fn> {
    const denoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-deno-'));
    const functionDir = path.join(ROOT, 'supabase/functions/push');
    const child = spawn(
      denoBinary(),
      [
        'run',
        '--config',
        path.join(functionDir, 'deno.json'),
        // npm: specifiers from the repository's node_modules; nothing fetched, nothing written
        '--node-modules-dir=manual',
        '--cached-only',
        '--no-prompt',
        '--allow-net',
        '--allow-env',
        // node:https (web-push's client) reads the system's root certificates
        '--allow-sys',
        path.join(functionDir, 'index.ts'),
      ],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          DENO_DIR: denoDir,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          // Deno.serve's address (the hosted runtime chooses it there)
          DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
          // the loopback push service's certificate, for web-push's node:https (as for the stack)
          NODE_EXTRA_CA_CERTS: PUSH_RECEIVER_CA,
          SUPABASE_URL: t.stack.url,
          SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceRoleKey,
          VAPID_PUBLIC_KEY: VAPID.publicKey,
          VAPID_PRIVATE_KEY: VAPID.privateKey,
          VAPID_SUBJECT: 'mailto:dono@loja.example',
          PUSH_WEBHOOK_SECRET: SECRET,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`deno did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`deno exited (${code}):\n${output}`));
      });
    });
    return { url, child, output: () => output, denoDir };
  }

  /** A POST to the function, as the webhook (pg_net) or the cron job makes it. */
  async function post(body: unknown, secret: string | null = SECRET): Promise<Response> {
    return fetch(fn.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(secret === null ? {} : { 'x-push-secret': secret }),
      },
      body: JSON.stringify(body),
    });
  }

  /** The order's row as a database webhook carries it (to_jsonb of the row). */
  async function row(id: string): Promise<Row> {
    const { rows } = await t.db.query<{ r: Row }>(
      'select to_jsonb(o) as r from public.orders o where id = $1',
      [id],
    );
    return rows[0]!.r;
  }

  /** What a Supabase database webhook on public.orders posts for this change. */
  function webhook(type: 'INSERT' | 'UPDATE', record: Row, oldRecord: Row | null = null) {
    return { type, table: 'orders', schema: 'public', record, old_record: oldRecord };
  }

  async function placeOrder(): Promise<Row> {
    return row((await placeCustomerOrder(t, items, 'Cliente da Função')).id);
  }

  /** Changes the status as the panel does and returns the webhook's UPDATE for it. */
  async function setStatus(order: Row, status: string, reason?: string) {
    await setStatusAsOwner(t, order.id, status, reason);
    return webhook('UPDATE', await row(order.id), order);
  }

  async function subscribe(client: SupabaseClient, device: FakeDevice, orderId?: string) {
    const { error } = await client.rpc('subscribe_push', {
      subscription: device.subscription,
      ...(orderId ? { p_order_id: orderId } : {}),
    });
    if (error) throw new Error(`subscribe_push: ${error.message}`);
  }

  const subscribed = (endpoint: string) => isSubscribed(t, endpoint);

  /** Waits `ms` for messages that must not come. */
  const settle = (ms = 1000) => new Promise((r) => setTimeout(r, ms));

  const hitsOf = (...names: string[]) => names.map((name) => receiver.hits(name));

  beforeAll(async () => {
    // (the stack's own sender is off: only the function sends)
    ({ receiver, items } = await preparePush(t));
    const { error } = await t.owner.rpc('create_staff_member', {
      username: 'bia',
      display_name: 'Bia',
      role: 'attendant',
      password: PASSWORD,
    });
    if (error) throw new Error(`create_staff_member: ${error.message}`);
    attendant = await adminClient(t.stack, PASSWORD, 'bia@admin.comanda.local');
    fn = await startFunction();
  });

  afterAll(async () => {
    fn?.child.kill();
    await receiver?.close();
    if (fn) removeDir(fn.denoDir);
  });

  // Whatever the function logged (a failed send, a failed call to the database) fails the test.
  afterEach(() => {
    expect(fn.output().replace(/^Listening on .*\n/m, '')).toBe('');
  });

  /** What the tests act with, filled in before them. */
  const world = {
    get receiver() {
      return receiver;
    },
    get attendant() {
      return attendant;
    },
    get fn() {
      return fn;
    },
  };
  return {
    world,
    post,
    row,
    webhook,
    placeOrder,
    setStatus,
    subscribe,
    subscribed,
    settle,
    hitsOf,
  };
}
