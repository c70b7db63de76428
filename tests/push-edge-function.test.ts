// The hosted sender, run for real (docs/push.md, README "Deploying on Supabase"): the Edge
// Function supabase/functions/push under Deno (the `deno` devDependency), started as Supabase's
// runtime starts it (its Deno.serve; SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, the VAPID keys and
// PUSH_WEBHOOK_SECRET in its environment; its npm dependencies from deno.json, resolved from this
// repository's node_modules, so nothing but loopback is reached) against a local stack whose own
// sender is off. The test posts what a Supabase database webhook posts and the cron job's body,
// and the push service on loopback (tests/support/push-receiver.ts) decrypts what arrives: the
// same messages the local stack sends (tests/push.test.ts). The web-push version deno.json pins
// must be the one package-lock.json installs: Deno refuses to start the function otherwise.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { ROOT, adminClient, demoItems, removeDir } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import {
  PUSH_RECEIVER_CA,
  startPushReceiver,
  type FakeDevice,
  type PushReceiver,
} from './support/push-receiver.ts';

const SECRET = 'segredo-do-webhook-de-teste-0123456789';
const PASSWORD = 'senha-da-equipe-1';
const VAPID = webpush.generateVAPIDKeys();

const t = useStack({ env: { PUSH_SENDER: 'off' }, db: true });
let receiver: PushReceiver;
let attendant: SupabaseClient;
let items: Array<{ product_id: string; quantity: number }>;
let fn: { url: string; child: ChildProcess; output: () => string; denoDir: string };

type Row = Record<string, unknown> & { id: string; order_number: string; status: string };

/** The Deno binary of the `deno` npm package (its platform package, as its own bin script finds it). */
function denoBinary(): string {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

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
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: 'Cliente da Função',
    customer_phone: '(11) 98765-4321',
    customer_address: 'Rua das Flores, 10',
    items,
    payment_method: 'cash',
    address: {
      cep: '04534-000',
      street: 'Rua das Flores',
      number: '10',
      neighborhood: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  return row((data as { id: string }).id);
}

/** Changes the status as the panel does and returns the webhook's UPDATE for it. */
async function setStatus(order: Row, status: string, reason?: string) {
  const { error } = await t.owner.rpc('set_order_status', {
    order_id: order.id,
    status,
    ...(reason ? { reason } : {}),
  });
  if (error) throw new Error(`set_order_status: ${error.message}`);
  return webhook('UPDATE', await row(order.id), order);
}

async function subscribe(client: SupabaseClient, device: FakeDevice, orderId?: string) {
  const { error } = await client.rpc('subscribe_push', {
    subscription: device.subscription,
    ...(orderId ? { p_order_id: orderId } : {}),
  });
  if (error) throw new Error(`subscribe_push: ${error.message}`);
}

async function subscribed(endpoint: string): Promise<boolean> {
  const { rowCount } = await t.db.query(
    'select 1 from public.push_subscriptions where endpoint = $1',
    [endpoint],
  );
  return rowCount === 1;
}

/** Waits `ms` for messages that must not come. */
const settle = (ms = 1000) => new Promise((r) => setTimeout(r, ms));

const hitsOf = (...names: string[]) => names.map((name) => receiver.hits(name));

beforeAll(async () => {
  receiver = await startPushReceiver();
  // the stack's own sender off: only the function sends
  await t.db.query('update public.company_settings set push_repeat_minutes = 60');
  items = await demoItems(t.anon);
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

describe('the push Edge Function under Deno', () => {
  it('refuses a missing or wrong webhook secret with 401 and sends nothing', async () => {
    const device = receiver.device('fn-recusa');
    await subscribe(t.owner, device);
    const order = await placeOrder();
    for (const secret of [null, '', 'segredo-errado']) {
      const response = await post(webhook('INSERT', order), secret);
      expect(response.status, String(secret)).toBe(401);
    }
    expect((await fetch(fn.url)).status).toBe(405);
    await settle();
    expect(receiver.hits('fn-recusa')).toBe(0);
    // nothing was spent: the right secret still announces it
    expect((await post(webhook('INSERT', order))).status).toBe(200);
    expect((await receiver.waitFor('fn-recusa', 1))[0]!.payload.order_id).toBe(order.id);
    await t.owner.rpc('unsubscribe_push', { p_endpoint: device.subscription.endpoint });
    await setStatus(order, 'cancelled', 'Teste');
  });

  it("announces a new order to the owner's and the attendant's devices, no customer's", async () => {
    const ownerDevice = receiver.device('fn-dono');
    const attendantDevice = receiver.device('fn-bia');
    const customerDevice = receiver.device('fn-cliente-outro');
    await subscribe(t.owner, ownerDevice);
    await subscribe(attendant, attendantDevice);
    const earlier = await placeOrder();
    await subscribe(t.anon, customerDevice, earlier.id);

    const order = await placeOrder();
    const response = await post(webhook('INSERT', order));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [toOwner] = await receiver.waitFor('fn-dono', 1);
    const [toAttendant] = await receiver.waitFor('fn-bia', 1);
    for (const message of [toOwner!, toAttendant!]) {
      expect(message.payload).toMatchObject({
        title: 'Novo pedido',
        tag: `order-${order.id}`,
        url: `/orders?pedido=${order.id}`,
        order_id: order.id,
        kind: 'new_order',
      });
      expect(message.payload.body).toMatch(
        new RegExp(`^Pedido #${order.order_number} · R\\$ \\d+,\\d\\d · Entrega · Itaim Bibi$`),
      );
      expect(JSON.stringify(message.payload)).not.toMatch(/Cliente da Função|98765|Rua das Flores/);
      expect(message.headers.urgency).toBe('high');
      expect(Number(message.headers.ttl)).toBe(300);
      expect(message.headers.topic).toBe(order.id.replace(/-/g, ''));
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(String(message.headers.authorization)).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`),
      );
    }
    // a webhook delivered twice (a retry) sends nothing more
    expect((await post(webhook('INSERT', order))).status).toBe(200);
    await settle();
    expect(hitsOf('fn-dono', 'fn-bia', 'fn-cliente-outro')).toEqual([1, 1, 0]);
    await setStatus(earlier, 'cancelled', 'Teste');
    await setStatus(order, 'cancelled', 'Teste');
    await t.owner.rpc('unsubscribe_push', { p_endpoint: ownerDevice.subscription.endpoint });
    await attendant.rpc('unsubscribe_push', { p_endpoint: attendantDevice.subscription.endpoint });
  });

  it("tells a status change to that order's device only, and replaces the staff's notice", async () => {
    const ownerDevice = receiver.device('fn-dono-2');
    const attendantDevice = receiver.device('fn-bia-2');
    await subscribe(t.owner, ownerDevice);
    await subscribe(attendant, attendantDevice);
    const a = await placeOrder();
    const b = await placeOrder();
    await post(webhook('INSERT', a));
    await post(webhook('INSERT', b));
    await receiver.waitFor('fn-dono-2', 2);
    await receiver.waitFor('fn-bia-2', 2);
    const phoneA = receiver.device('fn-cliente-a');
    const phoneB = receiver.device('fn-cliente-b');
    await subscribe(t.anon, phoneA, a.id);
    await subscribe(t.anon, phoneB, b.id);

    // accepted by Bia, on her device: every staff device's notice of it is replaced, silently
    const { error } = await attendant.rpc('set_order_status', {
      order_id: a.id,
      status: 'processing',
    });
    expect(error).toBeNull();
    expect((await post(webhook('UPDATE', await row(a.id), a))).status).toBe(200);
    const [accepted] = await receiver.waitFor('fn-cliente-a', 1);
    expect(accepted!.payload).toMatchObject({
      title: `Pedido #${a.order_number}`,
      url: `/client/pedido/${a.id}`,
      kind: 'status',
    });
    expect(accepted!.payload.body).toMatch(/^Seu pedido foi aceito e está em preparo/);
    for (const device of ['fn-dono-2', 'fn-bia-2']) {
      const handled = (await receiver.waitFor(device, 3))[2]!;
      expect(handled.payload).toEqual({
        title: `Pedido #${a.order_number} aceito por Bia`,
        body: '',
        tag: `order-${a.id}`,
        url: `/orders?pedido=${a.id}`,
        order_id: a.id,
        kind: 'handled',
        silent: true,
      });
      expect(handled.headers.topic).toBe(a.id.replace(/-/g, ''));
    }
    // an update that changes no status (paid) asks nothing
    const before = await row(a.id);
    await t.db.query("update public.orders set payment_status = 'paid' where id = $1", [a.id]);
    expect((await post(webhook('UPDATE', await row(a.id), before))).status).toBe(200);

    const out = await setStatus(await row(a.id), 'out_for_delivery');
    expect((await post(out)).status).toBe(200);
    expect((await receiver.waitFor('fn-cliente-a', 2))[1]!.payload.body).toMatch(
      /^Seu pedido saiu para entrega/,
    );
    expect((await post(await setStatus(out.record, 'delivered'))).status).toBe(200);
    const last = (await receiver.waitFor('fn-cliente-a', 3))[2]!;
    expect(last.payload.body).toBe('Seu pedido foi entregue');
    expect(await subscribed(phoneA.subscription.endpoint)).toBe(false);
    await settle();
    expect(hitsOf('fn-cliente-b', 'fn-dono-2', 'fn-bia-2')).toEqual([0, 3, 3]);

    // cancelled: the customer is told why; the staff's notice says who cancelled it
    expect((await post(await setStatus(b, 'cancelled', 'Sem entregador'))).status).toBe(200);
    expect((await receiver.waitFor('fn-cliente-b', 1))[0]!.payload.body).toBe(
      'Seu pedido foi cancelado: Sem entregador',
    );
    const ownerName = (
      await t.db.query<{ display_name: string }>(
        "select display_name from public.staff where role = 'owner' limit 1",
      )
    ).rows[0]!.display_name;
    expect((await receiver.waitFor('fn-bia-2', 4))[3]!.payload).toMatchObject({
      title: `Pedido #${b.order_number} cancelado por ${ownerName}`,
      body: 'Sem entregador',
      silent: true,
    });
    expect(await subscribed(phoneB.subscription.endpoint)).toBe(false);
    await t.owner.rpc('unsubscribe_push', { p_endpoint: ownerDevice.subscription.endpoint });
    await attendant.rpc('unsubscribe_push', { p_endpoint: attendantDevice.subscription.endpoint });
  });

  it("repeats a waiting order from the cron job's call", async () => {
    const device = receiver.device('fn-lembrete');
    await subscribe(attendant, device);
    const order = await placeOrder();
    await post(webhook('INSERT', order));
    await receiver.waitFor('fn-lembrete', 1);
    expect((await post({ type: 'reminders' })).status).toBe(200);
    await settle();
    expect(receiver.hits('fn-lembrete')).toBe(1);
    await t.db.query(
      "update private.push_order_state set reminded_at = now() - interval '2 hours' where order_id = $1",
      [order.id],
    );
    expect((await post({ type: 'reminders' })).status).toBe(200);
    const again = (await receiver.waitFor('fn-lembrete', 2))[1]!;
    expect(again.payload).toMatchObject({ kind: 'new_order', order_id: order.id });
    await attendant.rpc('unsubscribe_push', { p_endpoint: device.subscription.endpoint });
    await setStatus(order, 'cancelled', 'Teste');
  });

  it('forgets a device the push service says is gone (410)', async () => {
    const device = receiver.device('fn-antigo', 'gone');
    await subscribe(t.owner, device);
    const order = await placeOrder();
    expect((await post(webhook('INSERT', order))).status).toBe(200);
    expect(receiver.hits('fn-antigo')).toBe(1);
    expect(await subscribed(device.subscription.endpoint)).toBe(false);
    await setStatus(order, 'cancelled', 'Teste');
  });

  it('tries again after a 429 or a 5xx, and the message arrives', async () => {
    const busy = receiver.device('fn-ocupado', 'busy');
    const failing = receiver.device('fn-instavel', 'failing');
    await subscribe(t.owner, busy);
    await subscribe(attendant, failing);
    const order = await placeOrder();
    expect((await post(webhook('INSERT', order))).status).toBe(200);
    expect((await receiver.waitFor('fn-ocupado', 1))[0]!.payload.order_id).toBe(order.id);
    expect((await receiver.waitFor('fn-instavel', 1))[0]!.payload.order_id).toBe(order.id);
    expect(hitsOf('fn-ocupado', 'fn-instavel')).toEqual([2, 2]);
    await t.owner.rpc('unsubscribe_push', { p_endpoint: busy.subscription.endpoint });
    await attendant.rpc('unsubscribe_push', { p_endpoint: failing.subscription.endpoint });
    await setStatus(order, 'cancelled', 'Teste');
  });
});
