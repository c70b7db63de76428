// Changing where a placed order goes (update_order_items with fulfillment, zone and address), from
// the outside (docs/staff-orders.md): who may, the fee re-priced by the zone through the server's
// own rules, the zone's minimum, a fee override only with a reason, the before and after with its
// author on the timeline, the revision, the customer's tracking page, and nothing after the end.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
let attendant: SupabaseClient;
let attendantId: string;
let kitchen: SupabaseClient;
let driver: SupabaseClient;
let driverId: string;
let items: Array<{ product_id: string; quantity: number }>;
let centro: string;
let jardins: string;
let longe: string;

interface Order {
  id: string;
  status: string;
  fulfillment: string;
  delivery_zone_id: string | null;
  customer_address: string;
  address: Record<string, string> | null;
  driver_id: string | null;
  subtotal: number;
  delivery_fee: number;
  total_amount: number;
  revision: number;
  edited_at: string | null;
  items: Array<{ product_id: string; name: string; price: number; quantity: number }>;
}

interface Event {
  status: string;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  details: Record<string, unknown> | null;
}

async function zone(name: string, fee: number, minimum: number | null = null) {
  const { data, error } = await t.service
    .from('delivery_zones')
    .insert({ name, fee, minimum_order: minimum })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function staffOrder(args: Record<string, unknown> = {}): Promise<Order> {
  const { data, error } = await attendant.rpc('place_staff_order', {
    customer_name: 'Seu Jorge',
    customer_phone: '(11) 97777-6666',
    customer_address: 'Rua Augusta, 100',
    delivery_zone_id: centro,
    items,
    payment_method: 'pix',
    source: 'whatsapp',
    idempotency_key: crypto.randomUUID(),
    ...args,
  });
  if (error) throw new Error(JSON.stringify(error));
  return data as Order;
}

/** The order's address or zone changed: items stay as charged (null). */
function moveTo(orderId: string, where: Record<string, unknown>, client = attendant) {
  return client.rpc('update_order_items', { order_id: orderId, items: null, ...where });
}

async function events(orderId: string): Promise<Event[]> {
  const { data, error } = await t.owner
    .from('order_events')
    .select('status, reason, actor_id, actor_name, details')
    .eq('order_id', orderId)
    .order('id');
  if (error) throw error;
  return data as Event[];
}

async function setStatus(orderId: string, status: string, reason?: string) {
  const { error } = await attendant.rpc('set_order_status', {
    order_id: orderId,
    status,
    ...(reason ? { reason } : {}),
  });
  if (error) throw new Error(JSON.stringify(error));
}

const money = (n: number) => Math.round(n * 100) / 100;

beforeAll(async () => {
  items = await demoItems(t.anon);
  centro = await zone('Centro', 5);
  jardins = await zone('Jardins', 9.5);
  longe = await zone('Distrito Industrial', 15, 500);
  const member = await t.addStaff('atendente', 'attendant', 'Bia Atendente');
  attendant = member.client;
  attendantId = member.id;
  kitchen = (await t.addStaff('cozinha', 'kitchen', 'Cozinha')).client;
  const moto = await t.addStaff('moto', 'driver', 'Moto');
  driver = moto.client;
  driverId = moto.id;
});

describe('update_order_items: the address, the zone, entrega or retirada', () => {
  it('refuses anon, strangers, the kitchen and the driver', async () => {
    const order = await staffOrder();
    const outsider = await nonStaffClient(t.stack);
    for (const [name, client, details] of [
      ['anon', t.anon, null],
      ['outsider', outsider, 'not_staff'],
      ['kitchen', kitchen, 'forbidden'],
      ['driver', driver, 'forbidden'],
    ] as const) {
      const { error } = await moveTo(
        order.id,
        { fulfillment: 'delivery', delivery_zone_id: jardins, customer_address: 'Rua X, 1' },
        client,
      );
      expect(error?.code, name).toBe('42501');
      if (details) expect(error?.details, name).toBe(details);
    }
    const { data } = await t.service.from('orders').select('*').eq('id', order.id).single();
    expect(data).toMatchObject({ delivery_zone_id: centro, revision: 0, edited_at: null });
  });

  it('re-prices the fee by the new zone, records before and after with its author, bumps the revision', async () => {
    const order = await staffOrder();
    expect(Number(order.delivery_fee)).toBe(5);
    const { data, error } = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: jardins,
      customer_address: 'Alameda Lorena, 800 - ap 12',
      // a fee sent along is not a fee override: the zone decides
      reason: 'Cliente mudou o endereço',
    });
    expect(error).toBeNull();
    const after = data as Order;
    expect(after).toMatchObject({
      delivery_zone_id: jardins,
      customer_address: 'Alameda Lorena, 800 - ap 12',
      revision: 1,
    });
    expect(after.edited_at).not.toBeNull();
    expect(Number(after.delivery_fee)).toBe(9.5);
    expect(Number(after.subtotal)).toBe(Number(order.subtotal));
    expect(Number(after.total_amount)).toBe(money(Number(order.total_amount) + 4.5));
    const edit = (await events(order.id)).find((e) => e.status === 'edited');
    expect(edit).toMatchObject({
      reason: 'Cliente mudou o endereço',
      actor_id: attendantId,
      actor_name: 'Bia Atendente',
      details: {
        revision: 1,
        added: [],
        removed: [],
        changed: [],
        total: { from: Number(order.total_amount), to: Number(after.total_amount) },
        delivery: {
          from: { fulfillment: 'delivery', zone: 'Centro', address: 'Rua Augusta, 100', fee: 5 },
          to: {
            fulfillment: 'delivery',
            zone: 'Jardins',
            address: 'Alameda Lorena, 800 - ap 12',
            fee: 9.5,
          },
        },
      },
    });
    // the customer's tracking page reads the new total and zone, and no edit in its timeline
    const status = await t.anon.rpc('get_order_status', { order_id: order.id });
    const row = (
      status.data as unknown as Array<{
        total_amount: number;
        delivery_fee: number;
        delivery_zone: string;
        events: Array<{ status: string }>;
      }>
    )[0]!;
    expect(Number(row.total_amount)).toBe(Number(after.total_amount));
    expect(Number(row.delivery_fee)).toBe(9.5);
    expect(row.delivery_zone).toBe('Jardins');
    expect(row.events.map((e) => e.status)).toEqual(['processing']);
  });

  it('keeps the fee as charged when only the address changes in the same zone; nothing changed is refused', async () => {
    const order = await staffOrder({ delivery_fee_override: 0, override_reason: 'Vizinho' });
    const { data, error } = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: centro,
      customer_address: 'Rua Augusta, 102',
    });
    expect(error).toBeNull();
    expect(Number((data as Order).delivery_fee)).toBe(0);
    const same = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: centro,
      customer_address: 'Rua Augusta, 102',
    });
    expect(same.error).toMatchObject({ code: 'P0001', details: 'no_changes' });
  });

  it('switches to retirada (no fee, no address, no courier) and back to entrega', async () => {
    const order = await staffOrder();
    const assign = await attendant.rpc('assign_driver', {
      order_id: order.id,
      driver_id: driverId,
    });
    expect(assign.error).toBeNull();
    const pickup = await moveTo(order.id, { fulfillment: 'pickup' }, t.owner);
    expect(pickup.error).toBeNull();
    expect(pickup.data).toMatchObject({
      fulfillment: 'pickup',
      delivery_zone_id: null,
      customer_address: '',
      driver_id: null,
      revision: 1,
    });
    expect(Number((pickup.data as Order).delivery_fee)).toBe(0);
    expect(Number((pickup.data as Order).total_amount)).toBe(Number(order.subtotal));
    // back to entrega: the zone is required while zones exist, and gives the fee
    const noZone = await moveTo(order.id, {
      fulfillment: 'delivery',
      customer_address: 'Rua Augusta, 100',
    });
    expect(noZone.error).toMatchObject({ code: 'P0001', details: 'outside_delivery_area' });
    const noAddress = await moveTo(order.id, { fulfillment: 'delivery', delivery_zone_id: centro });
    expect(noAddress.error).toMatchObject({ code: 'P0001', details: 'required_fields' });
    const back = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: centro,
      address: {
        street: 'Rua Augusta',
        number: '100',
        neighborhood: 'Centro',
        cep: '01305000',
      },
    });
    expect(back.error).toBeNull();
    expect(back.data).toMatchObject({
      fulfillment: 'delivery',
      delivery_zone_id: centro,
      customer_address: 'Rua Augusta, 100 - Centro - CEP 01305-000',
      address: { street: 'Rua Augusta', number: '100', cep: '01305-000' },
      revision: 2,
    });
    expect(Number((back.data as Order).delivery_fee)).toBe(5);
  });

  it('checks the new zone’s minimum and refuses a zone that is not served', async () => {
    const order = await staffOrder();
    const below = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: longe,
      customer_address: 'Av. das Indústrias, 9',
    });
    expect(below.error).toMatchObject({ code: 'P0001', details: 'below_minimum' });
    expect(below.error?.message).toContain('500,00');
    const inactive = await zone('Fora', 3);
    await t.service.from('delivery_zones').update({ is_active: false }).eq('id', inactive);
    const closed = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: inactive,
      customer_address: 'Rua Y, 2',
    });
    expect(closed.error).toMatchObject({ code: 'P0001', details: 'outside_delivery_area' });
    const bad = await moveTo(order.id, { fulfillment: 'drone' });
    expect(bad.error).toMatchObject({ code: 'P0001', details: 'fulfillment_unavailable' });
    const { data } = await t.service.from('orders').select('revision').eq('id', order.id).single();
    expect(data).toEqual({ revision: 0 });
  });

  it('takes a fee override only with a reason, and records it', async () => {
    const order = await staffOrder();
    const where = {
      fulfillment: 'delivery',
      delivery_zone_id: jardins,
      customer_address: 'Rua Z, 3',
    };
    const noReason = await moveTo(order.id, { ...where, delivery_fee_override: 2 });
    expect(noReason.error).toMatchObject({ code: 'P0001', details: 'override_reason_required' });
    const negative = await moveTo(order.id, { ...where, delivery_fee_override: -1, reason: 'x' });
    expect(negative.error).toMatchObject({ code: 'P0001', details: 'invalid_fee_override' });
    const onPickup = await moveTo(order.id, {
      fulfillment: 'pickup',
      delivery_fee_override: 2,
      reason: 'x',
    });
    expect(onPickup.error).toMatchObject({ code: 'P0001', details: 'invalid_fee_override' });
    const ok = await moveTo(order.id, {
      ...where,
      delivery_fee_override: 2,
      reason: 'Promoção do bairro',
    });
    expect(ok.error).toBeNull();
    expect(Number((ok.data as Order).delivery_fee)).toBe(2);
    const list = await events(order.id);
    expect(list.slice(-2)).toMatchObject([
      { status: 'edited', reason: 'Promoção do bairro', details: { delivery: { to: { fee: 2 } } } },
      {
        status: 'override',
        reason: 'Promoção do bairro',
        actor_name: 'Bia Atendente',
        details: { kind: 'delivery_fee', from: 9.5, to: 2 },
      },
    ]);
  });

  it('edits the items and the zone together: one event, one revision', async () => {
    const order = await staffOrder();
    const first = order.items[0]!;
    const { data, error } = await attendant.rpc('update_order_items', {
      order_id: order.id,
      items: [{ product_id: first.product_id, quantity: 1 }],
      fulfillment: 'delivery',
      delivery_zone_id: jardins,
      customer_address: 'Rua Augusta, 100',
    });
    expect(error).toBeNull();
    const after = data as Order;
    expect(after.revision).toBe(1);
    expect(Number(after.total_amount)).toBe(money(Number(first.price) + 9.5));
    const edits = (await events(order.id)).filter((e) => e.status === 'edited');
    expect(edits).toHaveLength(1);
    expect(edits[0]!.details).toMatchObject({
      changed: [{ name: first.name, from: 2, to: 1 }],
      delivery: { from: { zone: 'Centro', fee: 5 }, to: { zone: 'Jardins', fee: 9.5 } },
    });
  });

  it('refuses once delivered or cancelled (order_closed), and a switch once out for delivery', async () => {
    const out = await staffOrder();
    await setStatus(out.id, 'out_for_delivery');
    const locked = await moveTo(out.id, { fulfillment: 'pickup' });
    expect(locked.error).toMatchObject({ code: 'P0001', details: 'fulfillment_locked' });
    // the address may still be corrected on the way
    const fixed = await moveTo(out.id, {
      fulfillment: 'delivery',
      delivery_zone_id: centro,
      customer_address: 'Rua Augusta, 100 - fundos',
    });
    expect(fixed.error).toBeNull();
    await setStatus(out.id, 'delivered');
    const delivered = await moveTo(out.id, {
      fulfillment: 'delivery',
      delivery_zone_id: jardins,
      customer_address: 'Rua W, 4',
    });
    expect(delivered.error).toMatchObject({ code: 'P0001', details: 'order_closed' });
    const cancelledOrder = await staffOrder();
    await setStatus(cancelledOrder.id, 'cancelled', 'Cliente desistiu');
    const cancelled = await moveTo(cancelledOrder.id, { fulfillment: 'pickup' }, t.owner);
    expect(cancelled.error).toMatchObject({ code: 'P0001', details: 'order_closed' });
  });
});
