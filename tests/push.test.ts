// Web Push from the outside (docs/push.md): who may subscribe for what, and what the stack's sender
// delivers to a push service on loopback (tests/support/push-receiver.ts), decrypted with the
// keys a browser would hold: new orders to the owner's and attendants' devices only, a status
// change to that order's devices only, 410 forgets a device, a hung push service delays nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { demoItems, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import {
  PUSH_RECEIVER_CA,
  startPushReceiver,
  type FakeDevice,
  type PushReceiver,
} from './support/push-receiver.ts';

const t = useStack({ env: { NODE_EXTRA_CA_CERTS: PUSH_RECEIVER_CA }, db: true });
let receiver: PushReceiver;
let items: Array<{ product_id: string; quantity: number }>;
const members: Record<string, TestClient> = {};

async function placeOrder(): Promise<{ id: string; order_number: string }> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: 'Cliente do Aviso',
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
  return data as { id: string; order_number: string };
}

async function setStatus(id: string, status: string, reason?: string): Promise<void> {
  const { error } = await t.owner.rpc('set_order_status', {
    order_id: id,
    status,
    ...(reason ? { reason } : {}),
  });
  if (error) throw new Error(`set_order_status: ${error.message}`);
}

async function subscribe(client: TestClient, device: FakeDevice, orderId?: string) {
  return client.rpc('subscribe_push', {
    subscription: { ...device.subscription, label: device.name },
    ...(orderId ? { p_order_id: orderId } : {}),
  });
}

async function subscribed(endpoint: string): Promise<boolean> {
  const { rowCount } = await t.db.query(
    'select 1 from public.push_subscriptions where endpoint = $1',
    [endpoint],
  );
  return rowCount === 1;
}

/** The payloads `device` received about one order, of one kind (new_order, handled, status). */
function messagesAbout(device: string, orderId: string, kind: string) {
  return receiver.received
    .filter((r) => r.device === device && r.payload.order_id === orderId && r.payload.kind === kind)
    .map((r) => r.payload);
}

/** Resolves once `done()` holds (fails after `ms`). */
async function until(done: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits `ms` for messages that must not come (a wrongly routed one would arrive by then). */
const settle = (ms = 1500) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  receiver = await startPushReceiver();
  // reminders only where a test asks for them (it back-dates the last one past the interval)
  await t.db.query('update public.company_settings set push_repeat_minutes = 60');
  items = await demoItems(t.anon);
  Object.assign(members, await t.addTeam());
});

afterAll(async () => {
  await receiver?.close();
});

describe('subscribing', () => {
  it('refuses anon without an order, and kitchen or driver devices for new orders', async () => {
    const device = receiver.device('recusado');
    const anonymous = await subscribe(t.anon, device);
    expect(anonymous.error).toMatchObject({ code: 'P0001', details: 'order_required' });
    for (const role of ['kitchen', 'driver']) {
      const refused = await subscribe(members[role]!, device);
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: '42501', details: 'forbidden' });
    }
    expect(await subscribed(device.subscription.endpoint)).toBe(false);
  });

  it('refuses malformed subscriptions', async () => {
    const good = receiver.device('modelo').subscription;
    const bad: unknown[] = [
      'https://example.com',
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'https://exa mple.com/x' },
      { ...good, endpoint: `https://push.example.com/${'a'.repeat(1100)}` },
      { endpoint: good.endpoint },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, p256dh: `C${good.keys.p256dh.slice(1)}` } },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.replace(/.$/, '+') } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!!!!!!!!!' } },
    ];
    for (const subscription of bad) {
      const { error, status } = await t.owner.rpc('subscribe_push', {
        subscription: subscription as never,
      });
      expect(status, JSON.stringify(subscription).slice(0, 80)).toBe(400);
      expect(error).toMatchObject({ code: 'P0001', details: 'invalid_subscription' });
    }
  });

  it("takes a customer's device only for an open order it names", async () => {
    const device = receiver.device('cliente-fechado');
    const unknown = await subscribe(t.anon, device, '00000000-0000-4000-8000-000000000000');
    expect(unknown.error).toMatchObject({ details: 'order_not_found' });
    const order = await placeOrder();
    await setStatus(order.id, 'cancelled', 'Sem entregador');
    const closed = await subscribe(t.anon, device, order.id);
    expect(closed.error).toMatchObject({ details: 'order_closed' });
  });

  it("lists only the caller's own devices and lets them remove one", async () => {
    const mine = receiver.device('lista-dono');
    const theirs = receiver.device('lista-caixa');
    expect((await subscribe(t.owner, mine)).error).toBeNull();
    expect((await subscribe(members.attendant!, theirs)).error).toBeNull();
    const list = await t.owner.from('push_subscriptions').select('endpoint, label');
    expect(list.data).toEqual([{ endpoint: mine.subscription.endpoint, label: 'lista-dono' }]);
    expect((await t.anon.from('push_subscriptions').select('endpoint')).data ?? []).toEqual([]);
    const gone = await t.owner
      .from('push_subscriptions')
      .delete()
      .eq('endpoint', theirs.subscription.endpoint)
      .select('id');
    expect(gone.data ?? []).toEqual([]);
    expect(await subscribed(theirs.subscription.endpoint)).toBe(true);
    expect(
      (await t.owner.rpc('unsubscribe_push', { p_endpoint: mine.subscription.endpoint })).data,
    ).toBe(true);
    expect(
      (await t.anon.rpc('unsubscribe_push', { p_endpoint: theirs.subscription.endpoint })).data,
    ).toBe(false);
    expect(await subscribed(mine.subscription.endpoint)).toBe(false);
    await members.attendant!.rpc('unsubscribe_push', { p_endpoint: theirs.subscription.endpoint });
  });

  it('lets only the owner set how often a waiting order is announced again', async () => {
    const set = (client: TestClient, minutes: number) =>
      client
        .from('company_settings')
        .update({ push_repeat_minutes: minutes })
        .eq('id', 1)
        .select('id');
    expect((await set(members.attendant!, 5)).data ?? []).toEqual([]);
    expect((await set(t.owner, 61)).error).toMatchObject({ code: '23514' });
    expect((await set(t.owner, 5)).data).toHaveLength(1);
    const { rows } = await t.db.query('select push_repeat_minutes from public.company_settings');
    expect(rows[0]).toEqual({ push_repeat_minutes: 5 });
    await t.db.query('update public.company_settings set push_repeat_minutes = 60');
  });

  it('keeps the senders to the service role', async () => {
    for (const client of [t.anon, t.owner]) {
      const { error } = await client.rpc('push_order_messages', {
        p_order_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(error).not.toBeNull();
      expect((await client.rpc('push_due_reminders')).error).not.toBeNull();
    }
  });
});

describe('sending', () => {
  it("announces a new order to the owner's and the attendant's devices, no customer's", async () => {
    const ownerDevice = receiver.device('dono');
    const attendantDevice = receiver.device('caixa');
    const customerDevice = receiver.device('cliente-outro');
    expect((await subscribe(t.owner, ownerDevice)).error).toBeNull();
    expect((await subscribe(members.attendant!, attendantDevice)).error).toBeNull();
    const earlier = await placeOrder();
    await receiver.waitFor('dono', 1);
    expect((await subscribe(t.anon, customerDevice, earlier.id)).error).toBeNull();

    const order = await placeOrder();
    const [first] = await receiver.waitFor('caixa', 2);
    const toOwner = (await receiver.waitFor('dono', 2))[1]!;
    expect(first!.payload.order_id).toBe(earlier.id);
    expect(toOwner.payload).toMatchObject({
      title: 'Novo pedido',
      url: `/orders?pedido=${order.id}`,
      order_id: order.id,
    });
    expect(toOwner.payload.body).toMatch(
      new RegExp(`^Pedido #${order.order_number} · R\\$ \\d+,\\d\\d · Entrega · Itaim Bibi$`),
    );
    // the payload names no customer
    expect(JSON.stringify(toOwner.payload)).not.toMatch(/Cliente do Aviso|98765|Rua das Flores/);
    expect(toOwner.headers.urgency).toBe('high');
    expect(Number(toOwner.headers.ttl)).toBeGreaterThan(0);
    // signed with the pair kept in DATA_DIR, whose public key the app gets in its runtime config
    const vapid = JSON.parse(
      fs.readFileSync(path.join(t.stack.dataDir, 'vapid-keys.json'), 'utf8'),
    ) as { publicKey: string };
    expect(String(toOwner.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const page = await (await fetch(`${t.stack.url}/dashboard`)).text();
    expect(page).toContain(`"vapidPublicKey":"${vapid.publicKey}"`);
    expect(toOwner.headers['content-encoding']).toBe('aes128gcm');
    await settle();
    expect(receiver.hits('cliente-outro')).toBe(0);
    await setStatus(earlier.id, 'cancelled', 'Teste');
    await setStatus(order.id, 'cancelled', 'Teste');
    // their notices replaced on both devices before the next test counts
    for (const device of ['dono', 'caixa']) {
      await until(() =>
        [earlier.id, order.id].every((id) => messagesAbout(device, id, 'handled').length === 1),
      );
    }
  });

  it("tells a status change to that order's devices only, and forgets them once it is closed", async () => {
    const staffBefore = receiver.hits('dono');
    const a = await placeOrder();
    const b = await placeOrder();
    const phoneA = receiver.device('cliente-a');
    const phoneB = receiver.device('cliente-b');
    expect((await subscribe(t.anon, phoneA, a.id)).error).toBeNull();
    expect((await subscribe(t.anon, phoneB, b.id)).error).toBeNull();

    // One change at a time, as a shop makes them: two changes within the same instant are told
    // as the latest only (the sender reads the order's status when it hears of the change).
    await setStatus(a.id, 'processing');
    await receiver.waitFor('cliente-a', 1);
    await setStatus(a.id, 'out_for_delivery');
    const [accepted, out] = await receiver.waitFor('cliente-a', 2);
    // the shop's estimate (30-45 min in the seed) as the tracking page shows its end
    const { rows } = await t.db.query<{ created_at: Date }>(
      'select created_at from public.orders where id = $1',
      [a.id],
    );
    const by = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(rows[0]!.created_at.getTime() + 45 * 60_000));
    expect(accepted!.payload).toMatchObject({
      title: `Pedido #${a.order_number}`,
      body: `Seu pedido foi aceito e está em preparo · previsão ${by}`,
      url: `/client/pedido/${a.id}`,
    });
    expect(out!.payload.body).toBe(`Seu pedido saiu para entrega · previsão ${by}`);
    await setStatus(a.id, 'delivered');
    const delivered = (await receiver.waitFor('cliente-a', 3))[2]!;
    expect(delivered.payload.body).toBe('Seu pedido foi entregue');
    expect(await subscribed(phoneA.subscription.endpoint)).toBe(false);
    await settle();
    expect(receiver.hits('cliente-b')).toBe(0);
    // the staff heard of the two new orders and, once a left pending, had its notice replaced
    // on both devices (silently, same tag), but nothing of the customer's status changes
    for (const device of ['dono', 'caixa'])
      await until(() => messagesAbout(device, a.id, 'handled').length > 0);
    expect(receiver.hits('dono') - staffBefore).toBe(3);
    const { rows: names } = await t.db.query<{ display_name: string }>(
      "select display_name from public.staff where role = 'owner'",
    );
    for (const device of ['dono', 'caixa']) {
      const about = (kind: string) => messagesAbout(device, a.id, kind);
      expect(about('new_order')).toHaveLength(1);
      expect(about('handled')).toEqual([
        {
          title: `Pedido #${a.order_number} aceito por ${names[0]!.display_name}`,
          body: '',
          tag: `order-${a.id}`,
          url: `/orders?pedido=${a.id}`,
          order_id: a.id,
          kind: 'handled',
          silent: true,
        },
      ]);
    }
    await setStatus(b.id, 'cancelled', 'Teste');
    expect((await receiver.waitFor('cliente-b', 1))[0]!.payload.body).toBe(
      'Seu pedido foi cancelado: Teste',
    );
    expect(await subscribed(phoneB.subscription.endpoint)).toBe(false);
  });

  it('repeats a waiting order to the staff until it is accepted', async () => {
    const order = await placeOrder();
    const fresh = () => messagesAbout('dono', order.id, 'new_order');
    await until(() => fresh().length === 1);
    // as if the shop's interval had passed
    await t.db.query(
      "update private.push_order_state set reminded_at = now() - interval '2 hours' where order_id = $1",
      [order.id],
    );
    await until(() => fresh().length === 2, 30_000);
    await setStatus(order.id, 'processing');
    // accepted: both staff devices get the replacement, and no more reminders
    await until(() => messagesAbout('caixa', order.id, 'handled').length === 1);
    await until(() => messagesAbout('dono', order.id, 'handled').length === 1);
    await t.db.query(
      "update private.push_order_state set reminded_at = now() - interval '2 hours' where order_id = $1",
      [order.id],
    );
    const due = await t.db.query('select payload from public.push_due_reminders()');
    expect(
      due.rows.map((r: { payload: { order_id: string } }) => r.payload.order_id),
    ).not.toContain(order.id);
  });

  it('forgets a device the push service says is gone (410)', async () => {
    const device = receiver.device('aparelho-antigo', 'gone');
    expect((await subscribe(members.attendant!, device)).error).toBeNull();
    await placeOrder();
    const deadline = Date.now() + 20_000;
    while ((await subscribed(device.subscription.endpoint)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(receiver.hits('aparelho-antigo')).toBeGreaterThan(0);
    expect(await subscribed(device.subscription.endpoint)).toBe(false);
  });

  it('tries again after a 429 or a 5xx, and the message arrives', async () => {
    const busy = receiver.device('ocupado', 'busy');
    const failing = receiver.device('instavel', 'failing');
    expect((await subscribe(t.owner, busy)).error).toBeNull();
    expect((await subscribe(members.attendant!, failing)).error).toBeNull();
    const order = await placeOrder();
    const [toBusy] = await receiver.waitFor('ocupado', 1);
    const [toFailing] = await receiver.waitFor('instavel', 1);
    expect(toBusy!.payload.order_id).toBe(order.id);
    expect(toFailing!.payload.order_id).toBe(order.id);
    expect(receiver.hits('ocupado')).toBe(2);
    expect(receiver.hits('instavel')).toBe(2);
    expect(await subscribed(busy.subscription.endpoint)).toBe(true);
    await t.owner.rpc('unsubscribe_push', { p_endpoint: busy.subscription.endpoint });
    await members.attendant!.rpc('unsubscribe_push', { p_endpoint: failing.subscription.endpoint });
    await setStatus(order.id, 'cancelled', 'Teste');
  });

  it('lets a hung push service delay no order, status change or live update', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await subscribe(t.owner, receiver.device(`preso-${i}`, 'hang'))).error).toBeNull();
    }
    const live: string[] = [];
    const channel = t.owner
      .channel('push-hang')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, (payload) =>
        live.push(String((payload.new as { id?: string }).id)),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
      }),
    );
    // a first order: its sends now hang on the push service
    await placeOrder();
    const hung = Date.now() + 10_000;
    while (receiver.hits('preso-2') === 0 && Date.now() < hung)
      await new Promise((r) => setTimeout(r, 50));
    expect(receiver.hits('preso-2')).toBe(1);
    const timings: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      let started = Date.now();
      const order = await placeOrder();
      timings.push(Date.now() - started);
      ids.push(order.id);
      started = Date.now();
      await setStatus(order.id, 'processing');
      timings.push(Date.now() - started);
    }
    // the hung service holds every send slot up to the sender's 10 s timeout; nothing else waits
    expect(Math.max(...timings)).toBeLessThan(5_000);
    const deadline = Date.now() + 5_000;
    while (!ids.every((id) => live.includes(id)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(live).toEqual(expect.arrayContaining(ids));
    await channel.unsubscribe();
  });
});
