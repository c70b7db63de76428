// Changing where a placed order goes, from the outside (docs/staff-orders.md): a switch to
// retirada and back, the items and the zone edited together in one revision, the customer's
// tracking page, and nothing after the end (order_closed).
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { useDeliveryEdit, type Order } from './support/order-delivery-edit.ts';

const t = useStack();
const { world, staffOrder, moveTo, events, setStatus, money } = useDeliveryEdit(t);

describe('update_order_items: the address, the zone, entrega or retirada', () => {
  it('switches to retirada (no fee, no address, no courier) and back to entrega', async () => {
    const order = await staffOrder();
    const assign = await world.attendant.rpc('assign_driver', {
      order_id: order.id,
      driver_id: world.driverId,
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
    const noAddress = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: world.centro,
    });
    expect(noAddress.error).toMatchObject({ code: 'P0001', details: 'required_fields' });
    const back = await moveTo(order.id, {
      fulfillment: 'delivery',
      delivery_zone_id: world.centro,
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
      delivery_zone_id: world.centro,
      customer_address: 'Rua Augusta, 100 - Centro - CEP 01305-000',
      address: { street: 'Rua Augusta', number: '100', cep: '01305-000' },
      revision: 2,
    });
    expect(Number((back.data as Order).delivery_fee)).toBe(5);
  });

  it('edits the items and the zone together: one event, one revision', async () => {
    const order = await staffOrder();
    const first = order.items[0]!;
    const { data, error } = await world.attendant.rpc('update_order_items', {
      order_id: order.id,
      items: [{ product_id: first.product_id, quantity: 1 }],
      fulfillment: 'delivery',
      delivery_zone_id: world.jardins,
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
      delivery_zone_id: world.centro,
      customer_address: 'Rua Augusta, 100 - fundos',
    });
    expect(fixed.error).toBeNull();
    await setStatus(out.id, 'delivered');
    const delivered = await moveTo(out.id, {
      fulfillment: 'delivery',
      delivery_zone_id: world.jardins,
      customer_address: 'Rua W, 4',
    });
    expect(delivered.error).toMatchObject({ code: 'P0001', details: 'order_closed' });
    const cancelledOrder = await staffOrder();
    await setStatus(cancelledOrder.id, 'cancelled', 'Cliente desistiu');
    const cancelled = await moveTo(cancelledOrder.id, { fulfillment: 'pickup' }, t.owner);
    expect(cancelled.error).toMatchObject({ code: 'P0001', details: 'order_closed' });
  });
});
