// The kitchen's "Pronto", from the outside: mark_order_prepared for each role, anon and a repeated
// call, and the queue it empties (get_kitchen_queue never carries who, where or how much); a
// scheduled order, accepted early or by the shop's automatic acceptance, reaches the queue only from
// its release time (docs/ordering-rules.md, "Pedidos agendados").
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems, serviceClient, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack({ db: true });
let kitchen: TestClient;
let driver: TestClient;
let kitchenId: string;
let items: Array<{ product_id: string; quantity: number }>;

async function acceptedOrder(fulfillment: 'delivery' | 'pickup' = 'delivery'): Promise<string> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: 'Cliente da Cozinha',
    customer_phone: '(11) 98765-4321',
    customer_address: fulfillment === 'pickup' ? '' : 'Rua das Flores, 10',
    items,
    payment_method: 'cash',
    fulfillment,
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  const id = (data as { id: string }).id;
  const accepted = await t.owner.rpc('set_order_status', { order_id: id, status: 'processing' });
  if (accepted.error) throw new Error(`set_order_status: ${accepted.error.message}`);
  return id;
}

async function queueIds(client: TestClient): Promise<string[]> {
  const { data, error } = await client.rpc('get_kitchen_queue');
  if (error) throw new Error(`get_kitchen_queue: ${error.message}`);
  return (data as Array<{ id: string }>).map((row) => row.id);
}

beforeAll(async () => {
  items = await demoItems(t.anon);
  await serviceClient(t.stack)
    .from('company_settings')
    .update({ accepts_pickup: true })
    .eq('id', 1);
  const cook = await t.addStaff('cozinha', 'kitchen', 'Zé da Cozinha');
  kitchen = cook.client;
  kitchenId = cook.id;
  driver = (await t.addStaff('moto', 'driver', 'Moto')).client;
});

describe('the kitchen', () => {
  it('marks a delivery ready: it leaves the queue and waits for its courier', async () => {
    const id = await acceptedOrder();
    expect(await queueIds(kitchen)).toContain(id);
    const { data, error } = await kitchen.rpc('mark_order_prepared', { order_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, status: 'processing' });
    expect(Object.keys(data as object).sort()).toEqual(['id', 'prepared_at', 'status']);
    expect(await queueIds(kitchen)).not.toContain(id);
    const order = await t.owner.from('orders').select('status, prepared_at').eq('id', id).single();
    expect(order.data!.status).toBe('processing');
    expect(order.data!.prepared_at).not.toBeNull();
  });

  it("moves a pickup to ready_for_pickup with the cook's name in its timeline", async () => {
    const id = await acceptedOrder('pickup');
    const { data, error } = await kitchen.rpc('mark_order_prepared', { order_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, status: 'ready_for_pickup' });
    const events = await t.owner
      .from('order_events')
      .select('status, actor_id, actor_name')
      .eq('order_id', id)
      .order('created_at');
    expect(events.data!.at(-1)).toEqual({
      status: 'ready_for_pickup',
      actor_id: kitchenId,
      actor_name: 'Zé da Cozinha',
    });
  });

  it('refuses a second Pronto, an order not in preparation, a driver and anon', async () => {
    const id = await acceptedOrder();
    expect((await t.owner.rpc('mark_order_prepared', { order_id: id })).error).toBeNull();
    const twice = await kitchen.rpc('mark_order_prepared', { order_id: id });
    expect(twice.error).toMatchObject({ code: 'P0001', details: 'status_unchanged' });

    const { data: pending } = await t.anon.rpc('place_order', {
      customer_name: 'Cliente da Cozinha',
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10',
      items,
      payment_method: 'cash',
    });
    const early = await kitchen.rpc('mark_order_prepared', {
      order_id: (pending as { id: string }).id,
    });
    expect(early.error).toMatchObject({ code: 'P0001', details: 'status_not_allowed' });
    expect(early.error!.message).toBe('Só um pedido em preparo pode ser marcado como pronto.');

    const other = await acceptedOrder();
    const byDriver = await driver.rpc('mark_order_prepared', { order_id: other });
    expect(byDriver.status).toBe(403);
    expect(byDriver.error).toMatchObject({ code: '42501', details: 'forbidden' });
    expect((await t.anon.rpc('mark_order_prepared', { order_id: other })).error).toMatchObject({
      code: '42501',
    });
    const missing = await kitchen.rpc('mark_order_prepared', { order_id: crypto.randomUUID() });
    expect(missing.error).toMatchObject({ details: 'order_not_found' });
    expect(await queueIds(kitchen)).toContain(other);
  });

  it('never carries a phone, an address or an amount in the queue', async () => {
    await acceptedOrder();
    await acceptedOrder('pickup');
    const { data, error } = await kitchen.rpc('get_kitchen_queue');
    expect(error).toBeNull();
    expect((data as unknown[]).length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    for (const secret of ['98765', 'Rua das Flores', 'Cliente da Cozinha', 'total', 'price', 'fee'])
      expect(text).not.toContain(secret);
  });
});

async function queue(client: TestClient) {
  const { data, error } = await client.rpc('get_kitchen_queue');
  if (error) throw new Error(`get_kitchen_queue: ${error.message}`);
  return data as Array<{
    id: string;
    accepted_at: string | null;
    scheduled_for: string | null;
    queued_at: string | null;
  }>;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('a scheduled order in the kitchen', () => {
  it('reads the preparation time as the panel does: the largest number, 30 when none', async () => {
    const cases: Array<[string | null, number]> = [
      ['30-45', 45],
      ['40 min', 40],
      ['1h', 1],
      ['rápido', 30],
      ['', 30],
      [null, 30],
      ['99999999999 min', 30],
      ['0', 30],
      ['000045 min', 45],
    ];
    for (const [text, minutes] of cases) {
      const { rows } = await t.db.query<{ m: number }>('select private.preparation_minutes($1) m', [
        text,
      ]);
      expect(rows[0]!.m, String(text)).toBe(minutes);
    }
  });

  it('auto-accepted, waits for its release time, then joins the queue at that time', async () => {
    const service = serviceClient(t.stack);
    const settings = {
      scheduling_enabled: true,
      scheduling_days_ahead: 2,
      scheduling_slot_minutes: 30,
      scheduling_lead_minutes: 60,
      scheduling_when_closed: true,
      estimated_time: '30-45',
      auto_accept: true,
    };
    const now = await acceptedOrder();
    expect((await service.from('company_settings').update(settings).eq('id', 1)).error).toBeNull();
    try {
      const slots = await t.anon.rpc('get_schedule_slots', { p_fulfillment: 'delivery' });
      expect(slots.error).toBeNull();
      const slot = (slots.data as Array<{ starts_at: string }>)[0]!.starts_at;
      const placed = await t.anon.rpc('place_order', {
        customer_name: 'Cliente Agendado',
        customer_phone: '(11) 98765-4321',
        customer_address: 'Rua das Flores, 10',
        items,
        payment_method: 'cash',
        scheduled_for: slot,
      });
      expect(placed.error).toBeNull();
      const id = (placed.data as { id: string }).id;
      // The automatic acceptance still accepts it …
      const order = await t.owner.from('orders').select('status').eq('id', id).single();
      expect(order.data!.status).toBe('processing');
      // … but its slot is at least the lead time (60) ahead, its release (slot − 45) still later.
      let ids = (await queue(kitchen)).map((t) => t.id);
      expect(ids).toContain(now);
      expect(ids).not.toContain(id);

      // As the db owner, move the clock on: accepted two hours ago, its slot ten minutes away, so
      // past its release (slot − 45 min). It is in the queue, placed at its release time — before
      // the order accepted a moment ago.
      const soon = minutesFromNow(10);
      await t.db.query('update public.orders set scheduled_for = $2 where id = $1', [id, soon]);
      await t.db.query(
        `update public.order_events set created_at = now() - interval '2 hours' where order_id = $1`,
        [id],
      );
      const tickets = await queue(kitchen);
      ids = tickets.map((t) => t.id);
      expect(ids.indexOf(id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(now));
      const ticket = tickets.find((t) => t.id === id)!;
      expect(new Date(ticket.scheduled_for!).getTime()).toBe(new Date(soon).getTime());
      expect(new Date(ticket.queued_at!).getTime()).toBe(new Date(soon).getTime() - 45 * 60_000);
      const plain = tickets.find((t) => t.id === now)!;
      expect(plain.scheduled_for).toBeNull();
      expect(plain.queued_at).toBe(plain.accepted_at);
    } finally {
      await service
        .from('company_settings')
        .update({ auto_accept: false, scheduling_enabled: false })
        .eq('id', 1);
    }
  });

  it('accepted by hand long before its slot, stays out of the queue for every role', async () => {
    const service = serviceClient(t.stack);
    await service.from('company_settings').update({ estimated_time: '30-45' }).eq('id', 1);
    const id = await acceptedOrder();
    // As the db owner: the order is for a slot two hours away (release 90 minutes from now).
    await t.db.query('update public.orders set scheduled_for = $2 where id = $1', [
      id,
      minutesFromNow(120),
    ]);
    expect((await queue(kitchen)).map((t) => t.id)).not.toContain(id);
    expect((await queue(t.owner)).map((t) => t.id)).not.toContain(id);
    // A longer preparation time brings the release forward: 150 minutes → released already.
    await service.from('company_settings').update({ estimated_time: '120-150' }).eq('id', 1);
    try {
      expect((await queue(kitchen)).map((t) => t.id)).toContain(id);
    } finally {
      await service.from('company_settings').update({ estimated_time: '30-45' }).eq('id', 1);
    }
  });
});
