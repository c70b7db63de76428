// postgres_changes through /realtime/v1/websocket, with row level security deciding delivery.
import { afterAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { anonClient, demoItems, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack();

afterAll(async () => {
  await t.owner.removeAllChannels();
  await t.anon.removeAllChannels();
});

type Change = {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  table: string;
};

function subscribe(
  client: TestClient,
  table: string,
  filter?: string,
): Promise<{ channel: RealtimeChannel; events: Change[] }> {
  const events: Change[] = [];
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(`test-${table}-${Math.random()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
        (payload) => {
          events.push(payload as unknown as Change);
        },
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve({ channel, events });
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
}

// 5 s: the other test worker may be running a load test on the same two cores; a change that never
// comes still fails, and one that comes at once is not waited for.
async function waitFor(predicate: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function placeOrder(): Promise<{ id: string; order_number: string }> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: 'Maria Silva',
    customer_phone: '(11) 98765-4321',
    customer_address: 'Rua das Flores, 10',
    items: await demoItems(t.anon),
    payment_method: 'pix',
  });
  if (error) throw error;
  return data as { id: string; order_number: string };
}

describe('realtime', () => {
  it('delivers INSERT and UPDATE on orders to the signed-in admin within 1 s, and nothing to anon', async () => {
    const adminSub = await subscribe(t.owner, 'orders');
    const anonSub = await subscribe(t.anon, 'orders');

    const order = await placeOrder();
    await waitFor(() =>
      adminSub.events.some((e) => e.eventType === 'INSERT' && e.new.id === order.id),
    );
    const insert = adminSub.events.find((e) => e.eventType === 'INSERT')!;
    expect(insert.new).toMatchObject({
      customer_name: 'Maria Silva',
      status: 'pending',
      order_number: order.order_number,
    });

    const { error } = await t.owner.rpc('set_order_status', {
      order_id: order.id,
      status: 'processing',
    });
    expect(error).toBeNull();
    await waitFor(() =>
      adminSub.events.some((e) => e.eventType === 'UPDATE' && e.new.status === 'processing'),
    );
    expect(adminSub.events.find((e) => e.eventType === 'UPDATE')!.old).toMatchObject({
      id: order.id,
    });

    // Give any wrongly routed event time to arrive before asserting there was none.
    await new Promise((r) => setTimeout(r, 300));
    expect(anonSub.events).toEqual([]);
  });

  it('delivers product changes to the admin, and to anon only for available products', async () => {
    const adminSub = await subscribe(t.owner, 'products');
    const anonSub = await subscribe(t.anon, 'products');
    const { data: product, error } = await t.owner
      .from('products')
      .insert({
        name: 'Esfiha de Carne',
        description: 'Massa fina e recheio temperado',
        price: 7.5,
        category: 'Lanches',
        is_available: false,
      })
      .select()
      .single();
    expect(error).toBeNull();
    await waitFor(() =>
      adminSub.events.some((e) => e.eventType === 'INSERT' && e.new.id === product!.id),
    );

    await t.owner.from('products').update({ is_available: true }).eq('id', product!.id);
    await waitFor(() =>
      anonSub.events.some((e) => e.eventType === 'UPDATE' && e.new.id === product!.id),
    );
    expect(anonSub.events.some((e) => e.eventType === 'INSERT')).toBe(false);

    await t.owner.from('products').delete().eq('id', product!.id);
    await waitFor(() =>
      adminSub.events.some((e) => e.eventType === 'DELETE' && e.old.id === product!.id),
    );
  });

  it('applies postgres_changes filters', async () => {
    const pendingOnly = await subscribe(t.owner, 'orders', 'status=eq.cancelled');
    const order = await placeOrder();
    await t.owner.rpc('set_order_status', {
      order_id: order.id,
      status: 'cancelled',
      reason: 'Cliente desistiu',
    });
    await waitFor(() => pendingOnly.events.length > 0);
    expect(pendingOnly.events.every((e) => e.new.status === 'cancelled')).toBe(true);
    expect(pendingOnly.events.some((e) => e.eventType === 'INSERT')).toBe(false);
  });

  it("never tells anon of a hidden product's delete, and refuses anon broadcasts", async () => {
    const adminSub = await subscribe(t.owner, 'products');
    const anonSub = await subscribe(t.anon, 'products');
    const { data: hidden } = await t.owner
      .from('products')
      .insert({
        name: 'Prato Secreto',
        description: 'Ainda não lançado',
        price: 30,
        category: 'Pratos',
        is_available: false,
      })
      .select('id')
      .single();
    await t.owner.from('products').delete().eq('id', hidden!.id);
    await waitFor(() =>
      adminSub.events.some((e) => e.eventType === 'DELETE' && e.old.id === hidden!.id),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(
      anonSub.events.filter((e) => e.old?.id === hidden!.id || e.new?.id === hidden!.id),
    ).toEqual([]);

    // Another customer on the same topic hears nothing, whatever the frame's encoding.
    const topic = `anon-broadcast-${Math.random()}`;
    const heard: unknown[] = [];
    const listener = anonClient(t.stack).channel(topic);
    listener.on('broadcast', { event: 'fake' }, (message) => heard.push(message));
    await new Promise<void>((resolve) =>
      listener.subscribe((state) => state === 'SUBSCRIBED' && resolve()),
    );
    const status = await new Promise<string>((resolve) => {
      const channel = t.anon.channel(topic, { config: { broadcast: { ack: true } } });
      channel.subscribe(async (state) => {
        if (state !== 'SUBSCRIBED') return;
        resolve(
          await channel.send(
            { type: 'broadcast', event: 'fake', payload: { x: 1 } },
            { timeout: 1500 },
          ),
        );
      });
    });
    expect(status).not.toBe('ok');
    expect(heard).toEqual([]);
  });
});
