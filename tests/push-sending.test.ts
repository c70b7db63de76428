// Web Push from the outside (docs/push.md): what the stack's sender delivers to a push service on
// loopback (tests/support/push-receiver.ts), decrypted with the keys a browser would hold: new
// orders to the owner's and attendants' devices only, a status change to that order's devices
// only, 410 forgets a device, a hung push service delays nothing. Subscribing is in push.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { PUSH_RECEIVER_CA, type PushReceiver } from './support/push-receiver.ts';
import { usePush } from './support/push.ts';

const t = useStack({ env: { NODE_EXTRA_CA_CERTS: PUSH_RECEIVER_CA }, db: true });
const { world, members, placeOrder, setStatus, subscribe, subscribed, messagesAbout } = usePush(t);
let receiver: PushReceiver;
beforeAll(() => {
  ({ receiver } = world);
});

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
    // the cancellation's replacement reaches the staff's devices before the next test subscribes
    // new ones (else a slow sender counts those among its targets)
    await until(() => messagesAbout('dono', order.id, 'handled').length === 1);
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
