// Orders the team types in (place_staff_order), from the outside (docs/staff-orders.md): who may
// call it, prices from the server only, one order per form submission, split payments and troco,
// the closed shop and the fee override recorded, and the staff channels in the reports. Editing a
// placed order is in staff-orders-edit.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import type { TestClient } from './support/stack.ts';
import { useStaffOrders, type Order, type StaffOrdersWorld } from './support/staff-orders.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
const { world, base, staffOrder, refused, events, settings } = useStaffOrders(t);
let attendant: TestClient;
let attendantId: string;
let kitchen: TestClient;
let driver: TestClient;
let items: StaffOrdersWorld['items'];
beforeAll(() => {
  ({ attendant, attendantId, kitchen, driver, items } = world);
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
