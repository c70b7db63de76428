// The hosted sender, run for real (docs/push.md): the Edge Function supabase/functions/push under
// Deno repeats a waiting order from the cron job's call, forgets a device the push service says
// is gone and tries again after a 429 or a 5xx. The webhook's secret, new orders and status
// changes are in push-edge-function.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useStack } from './support/fixture.ts';
import type { PushReceiver } from './support/push-receiver.ts';
import { useEdgeFunction } from './support/push-edge-function.ts';

const t = useStack({ env: { PUSH_SENDER: 'off' }, db: true });
const { world, post, webhook, placeOrder, setStatus, subscribe, subscribed, settle, hitsOf } =
  useEdgeFunction(t);
let receiver: PushReceiver;
let attendant: SupabaseClient;
beforeAll(() => {
  ({ receiver, attendant } = world);
});

describe('the push Edge Function under Deno', () => {
  it("repeats a waiting order from the cron job's call", async () => {
    const device = receiver.device('fn-lembrete');
    await subscribe(attendant, device);
    const order = await placeOrder();
    await post(webhook('INSERT', order));
    await receiver.waitFor('fn-lembrete', 1);
    expect((await post({ type: 'reminders' })).status).toBe(200);
    await settle();
    expect(receiver.hits('fn-lembrete')).toBe(1);
    await t.db.query(
      "update private.push_order_state set reminded_at = now() - interval '2 hours' where order_id = $1",
      [order.id],
    );
    expect((await post({ type: 'reminders' })).status).toBe(200);
    const again = (await receiver.waitFor('fn-lembrete', 2))[1]!;
    expect(again.payload).toMatchObject({ kind: 'new_order', order_id: order.id });
    await attendant.rpc('unsubscribe_push', { p_endpoint: device.subscription.endpoint });
    await setStatus(order, 'cancelled', 'Teste');
  });

  it('forgets a device the push service says is gone (410)', async () => {
    const device = receiver.device('fn-antigo', 'gone');
    await subscribe(t.owner, device);
    const order = await placeOrder();
    expect((await post(webhook('INSERT', order))).status).toBe(200);
    expect(receiver.hits('fn-antigo')).toBe(1);
    expect(await subscribed(device.subscription.endpoint)).toBe(false);
    await setStatus(order, 'cancelled', 'Teste');
  });

  it('tries again after a 429 or a 5xx, and the message arrives', async () => {
    const busy = receiver.device('fn-ocupado', 'busy');
    const failing = receiver.device('fn-instavel', 'failing');
    await subscribe(t.owner, busy);
    await subscribe(attendant, failing);
    const order = await placeOrder();
    expect((await post(webhook('INSERT', order))).status).toBe(200);
    expect((await receiver.waitFor('fn-ocupado', 1))[0]!.payload.order_id).toBe(order.id);
    expect((await receiver.waitFor('fn-instavel', 1))[0]!.payload.order_id).toBe(order.id);
    expect(hitsOf('fn-ocupado', 'fn-instavel')).toEqual([2, 2]);
    await t.owner.rpc('unsubscribe_push', { p_endpoint: busy.subscription.endpoint });
    await attendant.rpc('unsubscribe_push', { p_endpoint: failing.subscription.endpoint });
    await setStatus(order, 'cancelled', 'Teste');
  });
});
