// The kitchen's "Pronto", from the outside: mark_order_prepared for each role, anon and a repeated
// call, and the queue it empties (get_kitchen_queue never carries who, where or how much).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  adminClient,
  anonClient,
  demoItems,
  removeDir,
  serviceClient,
  startStack,
  type TestStack,
} from './support/stack.ts';

let stack: TestStack;
let owner: SupabaseClient;
let anon: SupabaseClient;
let kitchen: SupabaseClient;
let driver: SupabaseClient;
let kitchenId: string;
let items: Array<{ product_id: string; quantity: number }>;
const PASSWORD = 'senha-da-cozinha-1';

async function addMember(username: string, role: string, display_name: string) {
  const { data, error } = await owner.rpc('create_staff_member', {
    username,
    display_name,
    role,
    password: PASSWORD,
  });
  if (error) throw new Error(`create_staff_member: ${error.message}`);
  const client = await adminClient(stack, PASSWORD, `${username}@admin.comanda.local`);
  return { id: (data as { user_id: string }).user_id, client };
}

async function acceptedOrder(fulfillment: 'delivery' | 'pickup' = 'delivery'): Promise<string> {
  const { data, error } = await anon.rpc('place_order', {
    customer_name: 'Cliente da Cozinha',
    customer_phone: '(11) 98765-4321',
    customer_address: fulfillment === 'pickup' ? '' : 'Rua das Flores, 10',
    items,
    payment_method: 'cash',
    fulfillment,
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  const id = (data as { id: string }).id;
  const accepted = await owner.rpc('set_order_status', { order_id: id, status: 'processing' });
  if (accepted.error) throw new Error(`set_order_status: ${accepted.error.message}`);
  return id;
}

async function queueIds(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.rpc('get_kitchen_queue');
  if (error) throw new Error(`get_kitchen_queue: ${error.message}`);
  return (data as Array<{ id: string }>).map((row) => row.id);
}

beforeAll(async () => {
  stack = await startStack();
  owner = await adminClient(stack);
  anon = anonClient(stack);
  items = await demoItems(anon);
  await serviceClient(stack).from('company_settings').update({ accepts_pickup: true }).eq('id', 1);
  const cook = await addMember('cozinha', 'kitchen', 'Zé da Cozinha');
  kitchen = cook.client;
  kitchenId = cook.id;
  driver = (await addMember('moto', 'driver', 'Moto')).client;
});

afterAll(async () => {
  await stack?.stop();
  if (stack) removeDir(stack.dataDir);
});

describe('the kitchen', () => {
  it('marks a delivery ready: it leaves the queue and waits for its courier', async () => {
    const id = await acceptedOrder();
    expect(await queueIds(kitchen)).toContain(id);
    const { data, error } = await kitchen.rpc('mark_order_prepared', { order_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, status: 'processing' });
    expect(Object.keys(data as object).sort()).toEqual(['id', 'prepared_at', 'status']);
    expect(await queueIds(kitchen)).not.toContain(id);
    const order = await owner.from('orders').select('status, prepared_at').eq('id', id).single();
    expect(order.data!.status).toBe('processing');
    expect(order.data!.prepared_at).not.toBeNull();
  });

  it("moves a pickup to ready_for_pickup with the cook's name in its timeline", async () => {
    const id = await acceptedOrder('pickup');
    const { data, error } = await kitchen.rpc('mark_order_prepared', { order_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, status: 'ready_for_pickup' });
    const events = await owner
      .from('order_events')
      .select('status, actor_id, actor_name')
      .eq('order_id', id)
      .order('created_at');
    expect(events.data!.at(-1)).toEqual({
      status: 'ready_for_pickup',
      actor_id: kitchenId,
      actor_name: 'Zé da Cozinha',
    });
  });

  it('refuses a second Pronto, an order not in preparation, a driver and anon', async () => {
    const id = await acceptedOrder();
    expect((await owner.rpc('mark_order_prepared', { order_id: id })).error).toBeNull();
    const twice = await kitchen.rpc('mark_order_prepared', { order_id: id });
    expect(twice.error).toMatchObject({ code: 'P0001', details: 'status_unchanged' });

    const { data: pending } = await anon.rpc('place_order', {
      customer_name: 'Cliente da Cozinha',
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10',
      items,
      payment_method: 'cash',
    });
    const early = await kitchen.rpc('mark_order_prepared', {
      order_id: (pending as { id: string }).id,
    });
    expect(early.error).toMatchObject({ code: 'P0001', details: 'status_not_allowed' });
    expect(early.error!.message).toBe('Só um pedido em preparo pode ser marcado como pronto.');

    const other = await acceptedOrder();
    const byDriver = await driver.rpc('mark_order_prepared', { order_id: other });
    expect(byDriver.status).toBe(403);
    expect(byDriver.error).toMatchObject({ code: '42501', details: 'forbidden' });
    expect((await anon.rpc('mark_order_prepared', { order_id: other })).error).toMatchObject({
      code: '42501',
    });
    const missing = await kitchen.rpc('mark_order_prepared', { order_id: crypto.randomUUID() });
    expect(missing.error).toMatchObject({ details: 'order_not_found' });
    expect(await queueIds(kitchen)).toContain(other);
  });

  it('never carries a phone, an address or an amount in the queue', async () => {
    await acceptedOrder();
    await acceptedOrder('pickup');
    const { data, error } = await kitchen.rpc('get_kitchen_queue');
    expect(error).toBeNull();
    expect((data as unknown[]).length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    for (const secret of ['98765', 'Rua das Flores', 'Cliente da Cozinha', 'total', 'price', 'fee'])
      expect(text).not.toContain(secret);
  });
});
