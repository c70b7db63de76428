// The order-delivery-edit test files' shared ground (tests/order-delivery-edit*.test.ts): three
// delivery zones, an attendant, the kitchen and a driver, filled in before the tests in `world`,
// and helpers bound to a file's stack that place a staff order, move it and read its timeline.
import { beforeAll } from 'vitest';
import type { StackFile } from './fixture.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { demoItems } from './stack.ts';

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

export interface Event {
  status: string;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  details: Record<string, unknown> | null;
}

/** What the tests act with, filled in before them. */
export interface DeliveryEditWorld {
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
    const { error } = await world.attendant.rpc('set_order_status', {
      order_id: orderId,
      status,
      ...(reason ? { reason } : {}),
    });
    if (error) throw new Error(JSON.stringify(error));
  }

  const money = (n: number) => Math.round(n * 100) / 100;

  beforeAll(async () => {
    world.items = await demoItems(t.anon);
    world.centro = await zone('Centro', 5);
    world.jardins = await zone('Jardins', 9.5);
    world.longe = await zone('Distrito Industrial', 15, 500);
    const member = await t.addStaff('atendente', 'attendant', 'Bia Atendente');
    world.attendant = member.client;
    world.attendantId = member.id;
    world.kitchen = (await t.addStaff('cozinha', 'kitchen', 'Cozinha')).client;
    const moto = await t.addStaff('moto', 'driver', 'Moto');
    world.driver = moto.client;
    world.driverId = moto.id;
  });

  return { world, zone, staffOrder, moveTo, events, setStatus, money };
}
