// The staff an order passes through, as the order test kits (staff-orders, order-delivery-edit,
// cash-register) set them up before their tests: an attendant, the kitchen and a driver, signed in,
// and the demo items to order; and the order's timeline and status moves as the panel makes them.
import type { StackFile } from './fixture.ts';
import { demoItems, type TestClient } from './stack.ts';

export interface OrderCrew {
  attendant: TestClient;
  attendantId: string;
  kitchen: TestClient;
  driver: TestClient;
  driverId: string;
  items: Array<{ product_id: string; quantity: number }>;
}

/** One line of an order's timeline (order_events). */
export interface OrderEvent {
  status: string;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  details: Record<string, unknown> | null;
}

/** Reads the demo items and creates the crew as the owner (the attendant's login and name given). */
export async function hireOrderCrew(
  t: StackFile,
  attendant = { username: 'atendente', displayName: 'Bia Atendente' },
): Promise<OrderCrew> {
  const items = await demoItems(t.anon);
  const member = await t.addStaff(attendant.username, 'attendant', attendant.displayName);
  const kitchen = (await t.addStaff('cozinha', 'kitchen', 'Cozinha')).client;
  const driver = await t.addStaff('moto', 'driver', 'Moto');
  return {
    items,
    attendant: member.client,
    attendantId: member.id,
    kitchen,
    driver: driver.client,
    driverId: driver.id,
  };
}

/** The order's timeline, oldest first, as the owner reads it. */
export async function orderEvents(t: StackFile, orderId: string): Promise<OrderEvent[]> {
  const { data, error } = await t.owner
    .from('order_events')
    .select('status, reason, actor_id, actor_name, details')
    .eq('order_id', orderId)
    .order('id');
  if (error) throw error;
  return data as OrderEvent[];
}

/** Moves the order to `status` as `client` does from the panel (set_order_status). */
export async function setOrderStatus(
  client: TestClient,
  orderId: string,
  status: string,
  reason?: string,
): Promise<void> {
  const { error } = await client.rpc('set_order_status', {
    order_id: orderId,
    status,
    ...(reason ? { reason } : {}),
  });
  if (error) throw new Error(JSON.stringify(error));
}
