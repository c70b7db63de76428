// Editing a placed order (update_order_items), from the outside (docs/staff-orders.md): an edit
// re-priced with its difference, author and revision, the counted stock given back and taken, and
// nothing after the end.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import type { TestClient } from './support/stack.ts';
import { useStaffOrders, type Order, type StaffOrdersWorld } from './support/staff-orders.ts';

const t = useStack();
const { world, staffOrder, refused, events, move } = useStaffOrders(t);
let attendant: TestClient;
let attendantId: string;
let items: StaffOrdersWorld['items'];
beforeAll(() => {
  ({ attendant, attendantId, items } = world);
});

describe('place_staff_order and update_order_items', () => {
  it('re-prices an edit, records the difference and the author, bumps the revision', async () => {
    const order = await staffOrder({ payment_method: 'cash', change_for: 1000 });
    const [first, second] = order.items;
    const edited = await attendant.rpc('update_order_items', {
      order_id: order.id,
      // the second line goes, the first goes from 2 to 3, a price sent along is ignored
      items: [{ product_id: first!.product_id, quantity: 3, price: 0.01 }],
      reason: 'Cliente ligou',
    });
    expect(edited.error).toBeNull();
    const after = edited.data as unknown as Order;
    const unit = Number(first!.price);
    const subtotal = Math.round(unit * 3 * 100) / 100;
    expect(Number(after.subtotal)).toBe(subtotal);
    expect(Number(after.total_amount)).toBe(
      Math.round((subtotal + Number(order.delivery_fee)) * 100) / 100,
    );
    expect(after.revision).toBe(1);
    const edit = (await events(order.id)).find((e) => e.status === 'edited');
    expect(edit).toMatchObject({
      reason: 'Cliente ligou',
      actor_id: attendantId,
      actor_name: 'Bia Atendente',
      details: {
        revision: 1,
        added: [],
        removed: [{ name: second!.name, quantity: 2 }],
        changed: [{ name: first!.name, from: 2, to: 3 }],
        subtotal: { from: Number(order.subtotal), to: subtotal },
        total: { from: Number(order.total_amount), to: Number(after.total_amount) },
      },
    });
    // the customer's tracking page shows the new total and no edit in its timeline
    const { data: status } = await t.anon.rpc('get_order_status', { order_id: order.id });
    const row = (
      status as unknown as Array<{ total_amount: number; events: Array<{ status: string }> }>
    )[0]!;
    expect(Number(row.total_amount)).toBe(Number(after.total_amount));
    expect(row.events.map((e) => e.status)).toEqual(['processing']);
    // the owner edits too; the same items again is refused as nothing changed
    const again = await t.owner.rpc('update_order_items', {
      order_id: order.id,
      items: [{ product_id: first!.product_id, quantity: 1 }],
    });
    expect((again.data as unknown as Order).revision).toBe(2);
    await refused(
      { order_id: order.id, items: [{ product_id: first!.product_id, quantity: 1 }] },
      'no_changes',
      attendant,
      'update_order_items',
    );
    await refused({ order_id: order.id, items: [] }, 'empty_cart', attendant, 'update_order_items');
  });

  it('gives back and takes the counted stock of an edit', async () => {
    const productId = items[0]!.product_id;
    const { error } = await t.owner.rpc('set_stock', {
      p_kind: 'product',
      p_id: productId,
      p_quantity: 10,
    });
    expect(error).toBeNull();
    const stock = async () => {
      const { data } = await t.service
        .from('products')
        .select('stock_quantity')
        .eq('id', productId)
        .single();
      return (data as { stock_quantity: number }).stock_quantity;
    };
    try {
      const order = await staffOrder({ items: [{ product_id: productId, quantity: 2 }] });
      expect(await stock()).toBe(8);
      const edit = (quantity: number) =>
        attendant.rpc('update_order_items', {
          order_id: order.id,
          items: [{ product_id: productId, quantity }],
        });
      expect((await edit(5)).error).toBeNull();
      expect(await stock()).toBe(5);
      expect((await edit(1)).error).toBeNull();
      expect(await stock()).toBe(9);
      expect((await edit(11)).error).toMatchObject({ details: 'out_of_stock' });
      expect(await stock()).toBe(9);
      await move(order.id, 'cancelled', 'Desistiu');
      expect(await stock()).toBe(10);
    } finally {
      await t.owner.rpc('set_stock', {
        p_kind: 'product',
        p_id: productId,
        p_quantity: null as never,
      }); // null: no stock control
    }
  });

  it('refuses edits once the order is delivered or cancelled (order_closed)', async () => {
    const pickup = await staffOrder({ fulfillment: 'pickup', source: 'counter' });
    await move(pickup.id, 'ready_for_pickup');
    await move(pickup.id, 'delivered');
    const args = (id: string) => ({ order_id: id, items: [{ ...items[0], quantity: 7 }] });
    const delivered = await refused(
      args(pickup.id),
      'order_closed',
      attendant,
      'update_order_items',
    );
    expect(delivered.message).toContain('entregue');
    const other = await staffOrder();
    await move(other.id, 'cancelled', 'Cliente desistiu');
    const cancelled = await refused(args(other.id), 'order_closed', t.owner, 'update_order_items');
    expect(cancelled.message).toContain('cancelado');
    await refused(
      { order_id: crypto.randomUUID(), items },
      'order_not_found',
      attendant,
      'update_order_items',
    );
  });
});
