// The order lifecycle from the outside: only staff move an order, only through set_order_status,
// never back to pending, with a reason to cancel; every change is an event on the customer's
// timeline; payment is marked separately; the shop's pix key is type-checked.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();

beforeAll(async () => {
  await t.service.from('company_settings').update({ accepts_pickup: true }).eq('id', 1);
});

async function placeOrder(fulfillment: 'delivery' | 'pickup' = 'delivery'): Promise<string> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: 'Maria Silva',
    customer_phone: '11987654321',
    customer_address: 'Rua das Flores, 10',
    items: await demoItems(t.anon),
    payment_method: 'pix',
    fulfillment,
  });
  if (error) throw error;
  return (data as { id: string }).id;
}

const move = (client: TestClient, orderId: string, status: string, reason?: string) =>
  client.rpc('set_order_status', {
    order_id: orderId,
    status,
    ...(reason === undefined ? {} : { reason }),
  });

type Tracking = {
  status: string;
  cancel_reason: string | null;
  events: Array<{ status: string; at: string }>;
} & Record<string, unknown>;

async function tracking(orderId: string): Promise<Tracking> {
  const { data, error } = await t.anon.rpc('get_order_status', { order_id: orderId });
  if (error) throw error;
  return (data as unknown as Tracking[])[0]!;
}

describe('set_order_status', () => {
  it("moves a delivery order through its lifecycle and records each step on the customer's timeline", async () => {
    const id = await placeOrder();
    for (const status of ['processing', 'out_for_delivery', 'delivered']) {
      const { data, error } = await move(t.owner, id, status);
      expect(error).toBeNull();
      expect((data as { status: string }).status).toBe(status);
    }
    const view = await tracking(id);
    expect(view.status).toBe('delivered');
    expect(view.events.map((e) => e.status)).toEqual([
      'pending',
      'processing',
      'out_for_delivery',
      'delivered',
    ]);
    const times = view.events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The customer's view never carries who they are or where they live.
    expect(Object.keys(view)).not.toEqual(expect.arrayContaining(['customer_name']));
    for (const key of ['customer_name', 'customer_phone', 'customer_address', 'address'])
      expect(view).not.toHaveProperty(key);
    // Staff see who made each change.
    const { data: events } = await t.owner
      .from('order_events')
      .select('status, actor_id, actor_name')
      .eq('order_id', id)
      .order('created_at');
    expect(events!.map((e) => e.actor_id === null)).toEqual([true, false, false, false]);
    // …by the name they had in the team when they made it (the local admin is the owner "admin").
    expect(events!.map((e) => e.actor_name)).toEqual([null, 'admin', 'admin', 'admin']);
  });

  it('a pickup order is ready for pickup, never out for delivery (and the other way round)', async () => {
    const pickup = await placeOrder('pickup');
    expect((await move(t.owner, pickup, 'out_for_delivery')).error?.details).toBe(
      'status_not_allowed',
    );
    expect((await move(t.owner, pickup, 'ready_for_pickup')).error).toBeNull();
    const delivery = await placeOrder();
    expect((await move(t.owner, delivery, 'ready_for_pickup')).error?.details).toBe(
      'status_not_allowed',
    );
  });

  it('cancelling needs a reason, which the customer sees', async () => {
    const id = await placeOrder();
    const missing = await move(t.owner, id, 'cancelled', '   ');
    expect(missing.error).toMatchObject({
      details: 'reason_required',
      message: 'Informe o motivo do cancelamento.',
    });
    expect((await move(t.owner, id, 'cancelled', 'Fora da área')).error).toBeNull();
    const view = await tracking(id);
    expect(view).toMatchObject({ status: 'cancelled', cancel_reason: 'Fora da área' });
    expect(view.events.at(-1)!.status).toBe('cancelled');
  });

  it('nothing goes back to pending, nor to the status it has, nor to an unknown one', async () => {
    const id = await placeOrder();
    expect((await move(t.owner, id, 'pending')).error).toMatchObject({
      details: 'invalid_status',
      message: 'Um pedido não pode voltar para Aguardando.',
    });
    expect((await move(t.owner, id, 'shipped')).error?.details).toBe('invalid_status');
    await move(t.owner, id, 'processing');
    expect((await move(t.owner, id, 'processing')).error?.details).toBe('status_unchanged');
    expect((await move(t.owner, crypto.randomUUID(), 'processing')).error?.details).toBe(
      'order_not_found',
    );
    expect((await tracking(id)).events).toHaveLength(2);
  });

  it('anon, a non-staff account and a direct update change nothing', async () => {
    const id = await placeOrder();
    const anonCall = await move(t.anon, id, 'processing');
    expect(anonCall.error).not.toBeNull();
    const outsider = await nonStaffClient(t.stack);
    const outsiderCall = await move(outsider, id, 'processing');
    expect(outsiderCall.error?.code).toBe('42501');
    // Staff too: the status column changes only through set_order_status, which writes the event.
    const direct = await t.owner
      .from('orders')
      .update({ status: 'delivered' })
      .eq('id', id)
      .select('status');
    expect(direct.error?.code).toBe('42501');
    const view = await tracking(id);
    expect(view.status).toBe('pending');
    expect(view.events).toHaveLength(1);
  });
});

describe('payment status', () => {
  it('staff mark an order paid; paid_at follows', async () => {
    const id = await placeOrder();
    const { data, error } = await t.owner
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', id)
      .select('payment_status, paid_at')
      .single();
    expect(error).toBeNull();
    expect(data!.payment_status).toBe('paid');
    expect(data!.paid_at).not.toBeNull();
    expect((await tracking(id)).payment_status).toBe('paid');
    const back = await t.owner
      .from('orders')
      .update({ payment_status: 'pending' })
      .eq('id', id)
      .select('paid_at')
      .single();
    expect(back.data!.paid_at).toBeNull();
  });
});

describe('auto-accept', () => {
  it('a shop that accepts every order: new orders start Em preparo, with both steps on the timeline', async () => {
    await t.service.from('company_settings').update({ auto_accept: true }).eq('id', 1);
    try {
      const id = await placeOrder();
      const view = await tracking(id);
      expect(view.status).toBe('processing');
      expect(view.events.map((e) => e.status)).toEqual(['pending', 'processing']);
    } finally {
      await t.service.from('company_settings').update({ auto_accept: false }).eq('id', 1);
    }
  });
});

describe('pix key', () => {
  const save = (pix_key_type: string | null, pix_key: string | null) =>
    t.owner
      .from('company_settings')
      .update({
        pix_key_type,
        pix_key,
        pix_merchant_name: 'DELIVERY RAPIDO',
        pix_merchant_city: 'SAO PAULO',
      })
      .eq('id', 1)
      .select('pix_key');

  it('accepts valid keys of each type and refuses invalid ones', async () => {
    for (const [type, key] of [
      ['cpf', '52998224725'],
      ['cnpj', '11222333000181'],
      ['email', 'pix@deliveryrapido.com.br'],
      ['phone', '+5511987654321'],
      ['random', '123e4567-e89b-42d3-a456-426614174000'],
    ]) {
      expect((await save(type!, key!)).error, `${type} ${key}`).toBeNull();
    }
    for (const [type, key] of [
      ['cpf', '52998224724'],
      ['cpf', '11111111111'],
      ['cnpj', '11222333000180'],
      ['email', 'sem-arroba'],
      ['phone', '11987654321'],
      ['random', 'não-é-uuid'],
      [null, '52998224725'],
    ]) {
      expect((await save(type, key)).error?.code, `${type} ${key}`).toBe('23514');
    }
    const { data } = await t.anon.from('company_settings').select('pix_key').single();
    expect(data!.pix_key).toBe('123e4567-e89b-42d3-a456-426614174000');
  });
});
