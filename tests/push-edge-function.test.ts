// The hosted sender, run for real (docs/push.md, README "Deploying on Supabase"): the Edge
// Function supabase/functions/push under Deno (the `deno` devDependency), started as Supabase's
// runtime starts it (its Deno.serve; SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, the VAPID keys and
// PUSH_WEBHOOK_SECRET in its environment; its npm dependencies from deno.json, resolved from this
// repository's node_modules, so nothing but loopback is reached) against a local stack whose own
// sender is off. The test posts what a Supabase database webhook posts and the cron job's body,
// and the push service on loopback (tests/support/push-receiver.ts) decrypts what arrives: the
// same messages the local stack sends (tests/push-sending.test.ts). The web-push version deno.json pins
// must be the one package-lock.json installs: Deno refuses to start the function otherwise.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useStack } from './support/fixture.ts';
import type { PushReceiver } from './support/push-receiver.ts';
import { VAPID, useEdgeFunction, type EdgeFunction } from './support/push-edge-function.ts';

const t = useStack({ env: { PUSH_SENDER: 'off' }, db: true });
const { world, post, row, webhook, placeOrder, setStatus, subscribe, subscribed, settle, hitsOf } =
  useEdgeFunction(t);
let receiver: PushReceiver;
let attendant: SupabaseClient;
let fn: EdgeFunction;
beforeAll(() => {
  ({ receiver, attendant, fn } = world);
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
});
