// The push test files' shared ground (tests/push*.test.ts): a push service on loopback
// (tests/support/push-receiver.ts) in `world.receiver`, a member of each role in `members`, and
// helpers bound to a file's stack (started with the receiver's CA and db) that place and move an
// order, subscribe a device and read what a device received.
import { afterAll, beforeAll } from 'vitest';
import type { StackFile } from './fixture.ts';
import {
  isSubscribed,
  placeCustomerOrder,
  preparePush,
  setStatusAsOwner,
  type PushGround,
} from './push-orders.ts';
import type { FakeDevice } from './push-receiver.ts';
import type { TestClient } from './stack.ts';

/** What the tests act with, filled in before them. */
export type PushWorld = PushGround;

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t`. */
export function usePush(t: StackFile) {
  const world = {} as PushWorld;
  const members: Record<string, TestClient> = {};

  const placeOrder = () => placeCustomerOrder(t, world.items, 'Cliente do Aviso');

  const setStatus = (id: string, status: string, reason?: string) =>
    setStatusAsOwner(t, id, status, reason);

  async function subscribe(client: TestClient, device: FakeDevice, orderId?: string) {
    return client.rpc('subscribe_push', {
      subscription: { ...device.subscription, label: device.name },
      ...(orderId ? { p_order_id: orderId } : {}),
    });
  }

  const subscribed = (endpoint: string) => isSubscribed(t, endpoint);

  /** The payloads `device` received about one order, of one kind (new_order, handled, status). */
  function messagesAbout(device: string, orderId: string, kind: string) {
    return world.receiver.received
      .filter(
        (r) => r.device === device && r.payload.order_id === orderId && r.payload.kind === kind,
      )
      .map((r) => r.payload);
  }

  beforeAll(async () => {
    Object.assign(world, await preparePush(t));
    Object.assign(members, await t.addTeam());
  });

  afterAll(async () => {
    await world.receiver?.close();
  });

  return { world, members, placeOrder, setStatus, subscribe, subscribed, messagesAbout };
}
