// The push test files' shared ground (tests/push*.test.ts): a push service on loopback
// (tests/support/push-receiver.ts) in `world.receiver`, a member of each role in `members`, and
// helpers bound to a file's stack (started with the receiver's CA and db) that place and move an
// order, subscribe a device and read what a device received.
import { afterAll, beforeAll } from 'vitest';
import type { StackFile } from './fixture.ts';
import { startPushReceiver, type FakeDevice, type PushReceiver } from './push-receiver.ts';
import { demoItems, type TestClient } from './stack.ts';

/** What the tests act with, filled in before them. */
export interface PushWorld {
  receiver: PushReceiver;
  items: Array<{ product_id: string; quantity: number }>;
}

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t`. */
export function usePush(t: StackFile) {
  const world = {} as PushWorld;
  const members: Record<string, TestClient> = {};

  async function placeOrder(): Promise<{ id: string; order_number: string }> {
    const { data, error } = await t.anon.rpc('place_order', {
      customer_name: 'Cliente do Aviso',
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10',
      items: world.items,
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

  async function setStatus(id: string, status: string, reason?: string): Promise<void> {
    const { error } = await t.owner.rpc('set_order_status', {
      order_id: id,
      status,
      ...(reason ? { reason } : {}),
    });
    if (error) throw new Error(`set_order_status: ${error.message}`);
  }

  async function subscribe(client: TestClient, device: FakeDevice, orderId?: string) {
    return client.rpc('subscribe_push', {
      subscription: { ...device.subscription, label: device.name },
      ...(orderId ? { p_order_id: orderId } : {}),
    });
  }

  async function subscribed(endpoint: string): Promise<boolean> {
    const { rowCount } = await t.db.query(
      'select 1 from public.push_subscriptions where endpoint = $1',
      [endpoint],
    );
    return rowCount === 1;
  }

  /** The payloads `device` received about one order, of one kind (new_order, handled, status). */
  function messagesAbout(device: string, orderId: string, kind: string) {
    return world.receiver.received
      .filter(
        (r) => r.device === device && r.payload.order_id === orderId && r.payload.kind === kind,
      )
      .map((r) => r.payload);
  }

  beforeAll(async () => {
    world.receiver = await startPushReceiver();
    // reminders only where a test asks for them (it back-dates the last one past the interval)
    await t.db.query('update public.company_settings set push_repeat_minutes = 60');
    world.items = await demoItems(t.anon);
    Object.assign(members, await t.addTeam());
  });

  afterAll(async () => {
    await world.receiver?.close();
  });

  return { world, members, placeOrder, setStatus, subscribe, subscribed, messagesAbout };
}
