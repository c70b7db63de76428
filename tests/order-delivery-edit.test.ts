// Changing where a placed order goes (update_order_items with zone and address), from the outside
// (docs/staff-orders.md): who may, the fee re-priced by the zone through the server's own rules,
// the zone's minimum, a fee override only with a reason, the before and after with its author on
// the timeline and the revision. Retirada, items with the zone, and the end are in
// order-delivery-edit-lifecycle.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { useDeliveryEdit, type Order } from './support/order-delivery-edit.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
const { world, zone, staffOrder, moveTo, events, money } = useDeliveryEdit(t);

describe('update_order_items: the address, the zone, entrega or retirada', () => {
  it('refuses anon, strangers, the kitchen and the driver', async () => {
    const order = await staffOrder();
    const outsider = await nonStaffClient(t.stack);
    for (const [name, client, details] of [
      ['anon', t.anon, null],
      ['outsider', outsider, 'not_staff'],
      ['kitchen', world.kitchen, 'forbidden'],
      ['driver', world.driver, 'forbidden'],
    ] as const) {
      const { error } = await moveTo(
        order.id,
        { fulfillment: 'delivery', delivery_zone_id: world.jardins, customer_address: 'Rua X, 1' },
        client,
      );
      expect(error?.code, name).toBe('42501');
      if (details) expect(error?.details, name).toBe(details);
    }
    const { data } = await t.service.from('orders').select('*').eq('id', order.id).single();
    expect(data).toMatchObject({ delivery_zone_id: world.centro, revision: 0, edited_at: null });
  });

  it('re-prices the fee by the new zone, records before and after with its author, bumps the revision', async () => {
    const order = await staffOrder();
    expect(Number(order.delivery_fee)).toBe(5);
    const { data, error } = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: world.jardins,
      customer_address: 'Alameda Lorena, 800 - ap 12',
      // a fee sent along is not a fee override: the zone decides
      reason: 'Cliente mudou o endereço',
    });
    expect(error).toBeNull();
    const after = data as Order;
    expect(after).toMatchObject({
      delivery_zone_id: world.jardins,
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
      actor_id: world.attendantId,
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
      delivery_zone_id: world.centro,
      customer_address: 'Rua Augusta, 102',
    });
    expect(error).toBeNull();
    expect(Number((data as Order).delivery_fee)).toBe(0);
    const same = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: world.centro,
      customer_address: 'Rua Augusta, 102',
    });
    expect(same.error).toMatchObject({ code: 'P0001', details: 'no_changes' });
  });

  it('checks the new zone’s minimum and refuses a zone that is not served', async () => {
    const order = await staffOrder();
    const below = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: world.longe,
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
      delivery_zone_id: world.jardins,
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
});
