// What both push kits (push.ts for the stack's own sender, push-edge-function.ts for the Edge
// Function) stand on: a push service on loopback and the demo items, filled in before the tests;
// an order placed as a storefront customer and moved as the owner; and whether a device is still
// subscribed.
import type { StackFile } from './fixture.ts';
import { startPushReceiver, type PushReceiver } from './push-receiver.ts';
import { demoItems } from './stack.ts';

export interface PushGround {
  receiver: PushReceiver;
  items: Array<{ product_id: string; quantity: number }>;
}

/** Starts the push service and reads the demo items (the file's stack `t`, with db). */
export async function preparePush(t: StackFile): Promise<PushGround> {
  const receiver = await startPushReceiver();
  // reminders only where a test asks for them (it back-dates the last one past the interval)
  await t.db.query('update public.company_settings set push_repeat_minutes = 60');
  return { receiver, items: await demoItems(t.anon) };
}

/** An online order (cash, a São Paulo address) placed with the anon key. */
export async function placeCustomerOrder(
  t: StackFile,
  items: PushGround['items'],
  customerName: string,
): Promise<{ id: string; order_number: string }> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: customerName,
    customer_phone: '(11) 98765-4321',
    customer_address: 'Rua das Flores, 10',
    items,
    payment_method: 'cash',
    address: {
      cep: '04534-000',
      street: 'Rua das Flores',
      number: '10',
      neighborhood: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  return data as { id: string; order_number: string };
}

/** Moves the order to `status` as the owner does from the panel. */
export async function setStatusAsOwner(
  t: StackFile,
  orderId: string,
  status: string,
  reason?: string,
): Promise<void> {
  const { error } = await t.owner.rpc('set_order_status', {
    order_id: orderId,
    status,
    ...(reason ? { reason } : {}),
  });
  if (error) throw new Error(`set_order_status: ${error.message}`);
}

/** Whether a subscription with this endpoint is stored. */
export async function isSubscribed(t: StackFile, endpoint: string): Promise<boolean> {
  const { rowCount } = await t.db.query(
    'select 1 from public.push_subscriptions where endpoint = $1',
    [endpoint],
  );
  return rowCount === 1;
}
