// The team, from the outside: each role (owner, attendant, kitchen, driver) against the orders,
// the live feed, the settings, the board and the kitchen queue it may or may not reach
// (docs/data-model.md). Membership and account security are in team.test.ts.
import { describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { serviceClient, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { useTeam } from './support/team.ts';
import { businessToday } from '../src/domain/reports/period.ts';

const t = useStack();
const { members, placeOrder } = useTeam(t);

function watchOrders(client: TestClient): Promise<{ channel: RealtimeChannel; ids: string[] }> {
  const ids: string[] = [];
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(`team-orders-${Math.random()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, (payload) => {
        ids.push(String((payload.new as { id?: string }).id ?? ''));
      })
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve({ channel, ids });
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
}

describe('the team', () => {
  it('gives each role its own view of the orders', async () => {
    const id = await placeOrder();
    const seen = async (client: TestClient) =>
      (await client.from('orders').select('id').eq('id', id)).data?.length;
    expect(await seen(t.owner)).toBe(1);
    expect(await seen(members.attendant!.client)).toBe(1);
    expect(await seen(members.kitchen!.client)).toBe(0);
    expect(await seen(members.moto1!.client)).toBe(0);
    expect(
      (await t.owner.rpc('assign_driver', { order_id: id, driver_id: members.moto1!.id })).error,
    ).toBeNull();
    expect(await seen(members.moto1!.client)).toBe(1);
    expect(await seen(members.moto2!.client)).toBe(0);
  });

  it('sends live orders to the counter, a driver only their own, the kitchen none', async () => {
    const counter = await watchOrders(members.attendant!.client);
    const kitchen = await watchOrders(members.kitchen!.client);
    const driver = await watchOrders(members.moto2!.client);
    const mine = await placeOrder();
    const notMine = await placeOrder();
    const assigned = await t.owner.rpc('assign_driver', {
      order_id: mine,
      driver_id: members.moto2!.id,
    });
    expect(assigned.error).toBeNull();
    const deadline = Date.now() + 5000;
    while (!(counter.ids.includes(notMine) && driver.ids.includes(mine)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(counter.ids).toEqual(expect.arrayContaining([mine, notMine]));
    expect(driver.ids).toContain(mine);
    // give a wrongly routed event time to arrive before asserting there was none
    await new Promise((r) => setTimeout(r, 300));
    expect(driver.ids).not.toContain(notMine);
    expect(kitchen.ids).toEqual([]);
    for (const sub of [counter, kitchen, driver]) await sub.channel.unsubscribe();
  });

  it('keeps settings, prices and promo codes to the owner', async () => {
    for (const role of ['attendant', 'kitchen', 'moto1']) {
      const client = members[role]!.client;
      const update = await client.from('products').update({ price: 1 }).gt('price', 0).select('id');
      expect(update.data ?? []).toEqual([]);
      const promos = await client.from('promo_codes').select('code');
      expect(promos.data ?? []).toEqual([]);
      const settings = await client
        .from('company_settings')
        .update({ delivery_fee: 0 })
        .eq('id', 1)
        .select('id');
      expect(settings.data ?? []).toEqual([]);
    }
    const prices = await serviceClient(t.stack).from('products').select('price').eq('price', 1);
    expect(prices.data).toEqual([]);
    expect((await t.owner.from('promo_codes').select('code')).data!.length).toBeGreaterThan(0);
  });

  it('keeps the board to the counter and the menu order to the owner', async () => {
    const search = (client: TestClient) => client.rpc('search_orders', { p_query: 'Cliente' });
    const today = (client: TestClient) => client.rpc('get_today_summary');
    const reorder = (client: TestClient) => client.rpc('reorder_products', { ids: [] });
    expect((await search(members.attendant!.client)).error).toBeNull();
    expect((await today(members.attendant!.client)).error).toBeNull();
    expect((await reorder(members.attendant!.client)).error).toMatchObject({
      details: 'forbidden',
    });
    for (const role of ['kitchen', 'moto1']) {
      const client = members[role]!.client;
      expect((await search(client)).error).toMatchObject({ details: 'forbidden' });
      expect((await today(client)).error).toMatchObject({ details: 'forbidden' });
    }
    expect((await reorder(t.owner)).error).toBeNull();
  });

  it('lets the counter move orders, the driver only take out and deliver their own, the kitchen neither', async () => {
    const id = await placeOrder();
    const move = (client: TestClient, status: string, reason?: string) =>
      client.rpc('set_order_status', { order_id: id, status, reason });
    expect((await move(members.kitchen!.client, 'processing')).error).toMatchObject({
      details: 'forbidden',
    });
    expect((await move(members.attendant!.client, 'processing')).error).toBeNull();
    expect((await move(members.moto1!.client, 'out_for_delivery')).error).toMatchObject({
      details: 'order_not_found',
    });
    const assign = await members.kitchen!.client.rpc('assign_driver', {
      order_id: id,
      driver_id: members.moto1!.id,
    });
    expect(assign.error).toMatchObject({ details: 'forbidden' });
    const notADriver = await members.attendant!.client.rpc('assign_driver', {
      order_id: id,
      driver_id: members.kitchen!.id,
    });
    expect(notADriver.error).toMatchObject({ details: 'invalid_driver' });
    const assigned = await members.attendant!.client.rpc('assign_driver', {
      order_id: id,
      driver_id: members.moto1!.id,
    });
    expect(assigned.error).toBeNull();
    expect((await move(members.moto1!.client, 'cancelled', 'Desisti')).error).toMatchObject({
      details: 'forbidden',
    });
    expect((await move(members.moto1!.client, 'out_for_delivery')).error).toBeNull();
    expect((await move(members.moto2!.client, 'delivered')).error).toMatchObject({
      details: 'order_not_found',
    });
    expect((await move(members.moto1!.client, 'delivered')).error).toBeNull();

    // the timeline says who did what, by the name they had then
    const { data: events } = await t.owner
      .from('order_events')
      .select('status, actor_id, actor_name')
      .eq('order_id', id)
      .order('created_at');
    expect(events).toEqual([
      { status: 'pending', actor_id: null, actor_name: null },
      { status: 'processing', actor_id: members.attendant!.id, actor_name: 'Bia do Caixa' },
      { status: 'out_for_delivery', actor_id: members.moto1!.id, actor_name: 'moto1' },
      { status: 'delivered', actor_id: members.moto1!.id, actor_name: 'moto1' },
    ]);

    // the day's settlement: the owner sees any driver's, a driver only their own
    // the shop's business day (São Paulo, starting at 05:00), as the settlement counts it
    const today = businessToday(new Date(), 'America/Sao_Paulo', '05:00');
    const settlement = await t.owner.rpc('get_driver_settlement', {
      driver_id: members.moto1!.id,
      day: today,
    });
    expect(settlement.error).toBeNull();
    expect(settlement.data).toMatchObject({ deliveries: 1 });
    expect(Number((settlement.data as { cash_collected: number }).cash_collected)).toBeGreaterThan(
      0,
    );
    const other = await members.moto2!.client.rpc('get_driver_settlement', {
      driver_id: members.moto1!.id,
      day: today,
    });
    expect(other.error).toMatchObject({ details: 'forbidden' });
  });

  it('shows the kitchen what to cook and never who, where or how much', async () => {
    const id = await placeOrder();
    expect(
      (await t.owner.rpc('set_order_status', { order_id: id, status: 'processing' })).error,
    ).toBeNull();
    const { data, error } = await members.kitchen!.client.rpc('get_kitchen_queue');
    expect(error).toBeNull();
    const ticket = (data as Array<Record<string, unknown>>).find((row) => row.id === id);
    expect(ticket).toBeDefined();
    const text = JSON.stringify(data);
    for (const secret of ['98765', 'Rua das Flores', 'Cliente da Equipe', 'total', 'price', 'fee'])
      expect(text).not.toContain(secret);
    expect((await members.moto1!.client.rpc('get_kitchen_queue')).error).toMatchObject({
      details: 'forbidden',
    });
    expect((await t.anon.rpc('get_kitchen_queue')).error).toMatchObject({ code: '42501' });
  });
});
