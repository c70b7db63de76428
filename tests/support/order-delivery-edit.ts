// The order-delivery-edit test files' shared ground (tests/order-delivery-edit*.test.ts): three
// delivery zones, an attendant, the kitchen and a driver, filled in before the tests in `world`,
// and helpers bound to a file's stack that place a staff order, move it and read its timeline.
import { beforeAll } from 'vitest';
import type { StackFile } from './fixture.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { hireOrderCrew, orderEvents, setOrderStatus, type OrderEvent } from './order-crew.ts';

export interface Order {
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

/** What the tests act with, filled in before them. */
export interface DeliveryEditWorld {
  // untyped clients: the tests read rows into their own Order shape
  attendant: SupabaseClient;
  attendantId: string;
  kitchen: SupabaseClient;
  driver: SupabaseClient;
  driverId: string;
  items: Array<{ product_id: string; quantity: number }>;
  centro: string;
  jardins: string;
  longe: string;
}

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t`. */
export function useDeliveryEdit(t: StackFile) {
  const world = {} as DeliveryEditWorld;

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
    const { data, error } = await world.attendant.rpc('place_staff_order', {
      customer_name: 'Seu Jorge',
      customer_phone: '(11) 97777-6666',
      customer_address: 'Rua Augusta, 100',
      delivery_zone_id: world.centro,
      items: world.items,
      payment_method: 'pix',
      source: 'whatsapp',
      idempotency_key: crypto.randomUUID(),
      ...args,
    });
    if (error) throw new Error(JSON.stringify(error));
    return data as Order;
  }

  /** The order's address or zone changed: items stay as charged (null). */
  function moveTo(orderId: string, where: Record<string, unknown>, client = world.attendant) {
    return client.rpc('update_order_items', { order_id: orderId, items: null, ...where });
  }

  const events = (orderId: string): Promise<OrderEvent[]> => orderEvents(t, orderId);

  const setStatus = (orderId: string, status: string, reason?: string) =>
    setOrderStatus(world.attendant, orderId, status, reason);

  const money = (n: number) => Math.round(n * 100) / 100;

  beforeAll(async () => {
    Object.assign(world, await hireOrderCrew(t));
    world.centro = await zone('Centro', 5);
    world.jardins = await zone('Jardins', 9.5);
    world.longe = await zone('Distrito Industrial', 15, 500);
  });

  return { world, zone, staffOrder, moveTo, events, setStatus, money };
}
