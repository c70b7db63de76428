// Orders the team types in (place_staff_order) and editing a placed order (update_order_items),
// from the outside (docs/staff-orders.md): who may call them, prices from the server only, one
// order per form submission, split payments and troco, the closed shop and the fee override
// recorded, an edit re-priced with its difference, author and revision, and nothing after the end.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import type { TablesUpdate } from '../src/lib/database.types.ts';
import type { TestClient } from './support/stack.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
let attendant: TestClient;
let attendantId: string;
let kitchen: TestClient;
let driver: TestClient;
let items: Array<{ product_id: string; quantity: number }>;

interface Order {
  id: string;
  status: string;
  source: string;
  created_by: string | null;
  customer_name: string;
  customer_phone: string;
  subtotal: number;
  delivery_fee: number;
  total_amount: number;
  payment_method: string;
  payments: Array<{ method: string; amount: number }> | null;
  change_for: number | null;
  revision: number;
  items: Array<{ product_id: string; name: string; price: number; quantity: number }>;
}

interface Event {
  status: string;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  details: Record<string, unknown> | null;
}

const base = () => ({
  customer_name: 'Dona Maria',
  customer_phone: '(11) 98888-7777',
  customer_address: 'Rua das Laranjeiras, 45',
  items,
  payment_method: 'pix',
  source: 'phone',
  idempotency_key: crypto.randomUUID(),
});

async function staffOrder(args: Record<string, unknown> = {}, client = attendant): Promise<Order> {
  const { data, error } = await client.rpc('place_staff_order', { ...base(), ...args });
  if (error) throw new Error(JSON.stringify(error));
  return data as unknown as Order;
}

async function refused(
  args: Record<string, unknown>,
  details: string,
  client = attendant,
  rpc: 'place_staff_order' | 'update_order_items' = 'place_staff_order',
) {
  // deliberately bad payloads: no generated Args type describes them
  const payload = rpc === 'place_staff_order' ? { ...base(), ...args } : args;
  const { error } = await client.rpc(rpc, payload as never);
  expect(error, details).toMatchObject({ code: 'P0001', details });
  return error!;
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

async function settings(values: TablesUpdate<'company_settings'>) {
  const { error } = await t.service.from('company_settings').update(values).eq('id', 1);
  if (error) throw error;
}

async function move(orderId: string, status: string, reason?: string) {
  const { error } = await attendant.rpc('set_order_status', {
    order_id: orderId,
    status,
    ...(reason ? { reason } : {}),
  });
  if (error) throw new Error(JSON.stringify(error));
}

beforeAll(async () => {
  items = await demoItems(t.anon);
  const member = await t.addStaff('atendente', 'attendant', 'Bia Atendente');
  attendant = member.client;
  attendantId = member.id;
  kitchen = (await t.addStaff('cozinha', 'kitchen', 'Cozinha')).client;
  driver = (await t.addStaff('moto', 'driver', 'Moto')).client;
});

describe('place_staff_order and update_order_items', () => {
  it('refuses anon, strangers, the kitchen, the driver and a deactivated member', async () => {
    const order = await staffOrder();
    const outsider: TestClient = await nonStaffClient(t.stack);
    const gone = await t.addStaff('saiu', 'attendant', 'Saiu');
    const { error: off } = await t.owner.rpc('update_staff_member', {
      user_id: gone.id,
      display_name: 'Saiu',
      role: 'attendant',
      is_active: false,
    });
    expect(off).toBeNull();
    for (const [name, client, details] of [
      ['anon', t.anon, null],
      ['outsider', outsider, 'not_staff'],
      ['kitchen', kitchen, 'forbidden'],
      ['driver', driver, 'forbidden'],
      ['deactivated', gone.client as TestClient, null],
    ] as const) {
      const place = await client.rpc('place_staff_order', base());
      // a deactivated member's token is refused by the api itself (PGRST301) or by the role check
      expect(['42501', 'PGRST301'], name).toContain(place.error?.code);
      if (details) expect(place.error?.details, name).toBe(details);
      const edit = await client.rpc('update_order_items', {
        order_id: order.id,
        items: [{ ...items[0], quantity: 9 }],
      });
      expect(['42501', 'PGRST301'], name).toContain(edit.error?.code);
      if (details) expect(edit.error?.details, name).toBe(details);
    }
    const { count } = await t.service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('customer_name', 'Dona Maria')
      .eq('revision', 0);
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await events(order.id)).filter((e) => e.status === 'edited')).toEqual([]);
  });

  it('prices on the server, starts accepted with its author and channel', async () => {
    const online = await t.anon.rpc('place_order', {
      customer_name: 'Cliente Online',
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua A, 1',
      items,
      payment_method: 'pix',
    });
    expect(online.error).toBeNull();
    const tampered = items.map((i) => ({ ...i, price: 0.01, unit_price: 0.01, total: 0.01 }));
    const order = await staffOrder({ items: tampered, source: 'whatsapp' });
    const placed = online.data as unknown as Order;
    expect(Number(order.subtotal)).toBe(Number(placed.subtotal));
    expect(Number(order.total_amount)).toBe(Number(placed.total_amount));
    expect(order).toMatchObject({
      status: 'processing',
      source: 'whatsapp',
      created_by: attendantId,
    });
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        status: 'processing',
        actor_id: attendantId,
        actor_name: 'Bia Atendente',
      }),
    ]);
    await refused({ source: 'online' }, 'invalid_source');
    await refused({ source: 'ifood' }, 'invalid_source');
  });

  it('makes one order of a double submit with the same key, however concurrent', async () => {
    const key = crypto.randomUUID();
    const results = await Promise.all(
      [attendant, attendant, t.owner].map((client) =>
        client.rpc('place_staff_order', { ...base(), idempotency_key: key }),
      ),
    );
    for (const r of results) expect(r.error).toBeNull();
    const ids = new Set(results.map((r) => (r.data as unknown as Order).id));
    expect(ids.size).toBe(1);
    const { count } = await t.service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', key);
    expect(count).toBe(1);
  });

  it('takes a counter customer without a record as Balcão, no phone', async () => {
    const order = await staffOrder({
      source: 'counter',
      fulfillment: 'pickup',
      customer_name: '',
      customer_phone: '',
      customer_address: '',
      payment_method: 'cash',
    });
    expect(order).toMatchObject({ customer_name: 'Balcão', customer_phone: '', source: 'counter' });
    // a delivery or a phone order still needs the phone
    await refused({ source: 'phone', customer_phone: '' }, 'required_fields');
    await refused({ source: 'counter', customer_phone: '' }, 'required_fields');
  });

  it('splits payments that add up to the total, counted per method in the cash register', async () => {
    const probe = await staffOrder();
    const total = Number(probe.total_amount);
    const error = await refused(
      {
        payments: [
          { method: 'pix', amount: 10 },
          { method: 'cash', amount: 1 },
        ],
      },
      'payments_mismatch',
    );
    expect(error.message).toContain('precisa ser igual ao total');
    await refused({ payments: [] }, 'invalid_payments');
    await refused({ payments: [{ method: 'pix', amount: -1 }] }, 'invalid_payments');
    await refused({ payments: [{ method: 'cheque', amount: total }] }, 'invalid_payment_method');

    const { error: opened } = await attendant.rpc('open_cash_session', { opening_amount: 0 });
    expect(opened).toBeNull();
    const split = await staffOrder({
      payment_method: 'cash',
      payments: [
        { method: 'pix', amount: 10 },
        { method: 'cash', amount: Math.round((total - 10) * 100) / 100 },
      ],
    });
    expect(split.payments).toEqual([
      { method: 'pix', amount: 10 },
      { method: 'cash', amount: Math.round((total - 10) * 100) / 100 },
    ]);
    expect(split.payment_method).toBe('pix');
    const { error: paid } = await attendant
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', split.id);
    expect(paid).toBeNull();
    const { data: session } = await attendant.rpc('get_cash_session');
    const payments = (session as { payments: Record<string, { orders: number; amount: number }> })
      .payments;
    expect(payments.pix).toEqual({ orders: 1, amount: 10 });
    expect(payments.cash).toEqual({ orders: 1, amount: Math.round((total - 10) * 100) / 100 });
  });

  it('takes troco for the cash part only, never below it', async () => {
    const probe = await staffOrder({ payment_method: 'cash' });
    const total = Number(probe.total_amount);
    await refused({ payment_method: 'pix', change_for: total + 50 }, 'invalid_change');
    await refused({ payment_method: 'cash', change_for: total - 1 }, 'invalid_change');
    const ok = await staffOrder({ payment_method: 'cash', change_for: total + 50 });
    expect(Number(ok.change_for)).toBe(total + 50);
    // split: the troco is for the cash part
    const split = await staffOrder({
      payment_method: 'cash',
      payments: [
        { method: 'credit', amount: Math.round((total - 20) * 100) / 100 },
        { method: 'cash', amount: 20 },
      ],
      change_for: 50,
    });
    expect(Number(split.change_for)).toBe(50);
    await refused(
      {
        payments: [
          { method: 'credit', amount: Math.round((total - 20) * 100) / 100 },
          { method: 'cash', amount: 20 },
        ],
        change_for: 19,
      },
      'invalid_change',
    );
  });

  it('needs a confirmation while the shop is paused, and records it', async () => {
    await settings({ paused_until: new Date(Date.now() + 3_600_000).toISOString() });
    try {
      const error = await refused({}, 'shop_closed');
      expect(error.message).toContain('Confirme');
      const order = await staffOrder({ override_closed: true });
      expect(order.status).toBe('processing');
      const list = await events(order.id);
      expect(list.map((e) => e.status)).toEqual(['processing', 'override']);
      expect(list[1]).toMatchObject({
        actor_id: attendantId,
        details: { kind: 'shop_closed', shop: 'paused' },
      });
      // the storefront stays closed
      const online = await t.anon.rpc('place_order', {
        customer_name: 'Cliente Online',
        customer_phone: '(11) 98765-4321',
        customer_address: 'Rua A, 1',
        items,
        payment_method: 'pix',
      });
      expect(online.error).toMatchObject({ details: 'shop_closed' });
    } finally {
      await settings({ paused_until: null });
    }
    const open = await staffOrder({ override_closed: true });
    expect((await events(open.id)).map((e) => e.status)).toEqual(['processing']);
  });

  it('needs a reason to override the delivery fee, and records it', async () => {
    await refused({ delivery_fee_override: 0 }, 'override_reason_required');
    await refused({ delivery_fee_override: 0, override_reason: '   ' }, 'override_reason_required');
    await refused({ delivery_fee_override: -1, override_reason: 'x' }, 'invalid_fee_override');
    await refused(
      { delivery_fee_override: 0, override_reason: 'x', fulfillment: 'pickup' },
      'invalid_fee_override',
    );
    const normal = await staffOrder();
    const order = await staffOrder({
      delivery_fee_override: 0,
      override_reason: 'Cliente da casa',
    });
    expect(Number(order.delivery_fee)).toBe(0);
    expect(Number(order.total_amount)).toBe(
      Math.round((Number(normal.total_amount) - Number(normal.delivery_fee)) * 100) / 100,
    );
    const list = await events(order.id);
    expect(list[1]).toMatchObject({
      status: 'override',
      reason: 'Cliente da casa',
      actor_name: 'Bia Atendente',
      details: { kind: 'delivery_fee', from: Number(normal.delivery_fee), to: 0 },
    });
  });

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

  it('counts the staff channels in the reports', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { data, error } = await t.owner.rpc('get_sales_report', {
      p_from: yesterday,
      p_to: today,
    });
    expect(error).toBeNull();
    const channels = JSON.stringify((data as { channels: unknown }).channels);
    for (const source of ['phone', 'whatsapp', 'counter']) expect(channels).toContain(source);
  });
});
