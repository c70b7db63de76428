// The staff-orders test files' shared ground (tests/staff-orders*.test.ts): an attendant, the
// kitchen and a driver, filled in before the tests in `world`, and helpers bound to a file's stack
// that place a staff order, check a refusal, read the timeline, set the settings and move an order.
import { beforeAll, expect } from 'vitest';
import type { TablesUpdate } from '../../src/lib/database.types.ts';
import type { StackFile } from './fixture.ts';
import {
  hireOrderCrew,
  orderEvents,
  setOrderStatus,
  type OrderCrew,
  type OrderEvent,
} from './order-crew.ts';

export interface Order {
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

/** What the tests act with, filled in before them. */
export type StaffOrdersWorld = OrderCrew;

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t`. */
export function useStaffOrders(t: StackFile) {
  const world = {} as StaffOrdersWorld;

  const base = () => ({
    customer_name: 'Dona Maria',
    customer_phone: '(11) 98888-7777',
    customer_address: 'Rua das Laranjeiras, 45',
    items: world.items,
    payment_method: 'pix',
    source: 'phone',
    idempotency_key: crypto.randomUUID(),
  });

  async function staffOrder(
    args: Record<string, unknown> = {},
    client = world.attendant,
  ): Promise<Order> {
    const { data, error } = await client.rpc('place_staff_order', { ...base(), ...args });
    if (error) throw new Error(JSON.stringify(error));
    return data as unknown as Order;
  }

  async function refused(
    args: Record<string, unknown>,
    details: string,
    client = world.attendant,
    rpc: 'place_staff_order' | 'update_order_items' = 'place_staff_order',
  ) {
    // deliberately bad payloads: no generated Args type describes them
    const payload = rpc === 'place_staff_order' ? { ...base(), ...args } : args;
    const { error } = await client.rpc(rpc, payload as never);
    expect(error, details).toMatchObject({ code: 'P0001', details });
    return error!;
  }

  const events = (orderId: string): Promise<OrderEvent[]> => orderEvents(t, orderId);

  async function settings(values: TablesUpdate<'company_settings'>) {
    const { error } = await t.service.from('company_settings').update(values).eq('id', 1);
    if (error) throw error;
  }

  const move = (orderId: string, status: string, reason?: string) =>
    setOrderStatus(world.attendant, orderId, status, reason);

  beforeAll(async () => {
    Object.assign(world, await hireOrderCrew(t));
  });

  return { world, base, staffOrder, refused, events, settings, move };
}
