// Web Push from the outside (docs/push.md): who may subscribe for what, and who sets and sends.
// What the stack's sender delivers is in push-sending.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { PUSH_RECEIVER_CA, type PushReceiver } from './support/push-receiver.ts';
import { usePush } from './support/push.ts';
import type { TestClient } from './support/stack.ts';

const t = useStack({ env: { NODE_EXTRA_CA_CERTS: PUSH_RECEIVER_CA }, db: true });
const { world, members, placeOrder, setStatus, subscribe, subscribed } = usePush(t);
let receiver: PushReceiver;
beforeAll(() => {
  ({ receiver } = world);
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
