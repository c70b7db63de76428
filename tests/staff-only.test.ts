// Staff is app_metadata.role = 'admin', not "signed in": a second account of the project (what an
// anonymous sign-in, an OAuth user or a sign-up would be on hosted Supabase) reads no order,
// customer or promo code and changes nothing — and cannot make itself staff.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demoItems, serviceClient, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
let outsider: TestClient;
let orderId: string;

beforeAll(async () => {
  outsider = await nonStaffClient(t.stack);
  const anon = anonClient(t.stack);
  const { data, error } = await anon.rpc('place_order', {
    customer_name: 'Cliente Sigiloso',
    customer_phone: '11987654321',
    customer_address: 'Rua Secreta, 7',
    items: await demoItems(anon),
    payment_method: 'pix',
  });
  if (error) throw error;
  orderId = (data as { id: string }).id;
});

describe('a signed-in account that is not staff', () => {
  it('reads no order, customer, event or promo code', async () => {
    for (const table of ['orders', 'promo_codes', 'order_events'] as const) {
      const { data } = await outsider.from(table).select('*');
      expect(data ?? [], table).toEqual([]);
    }
    const stats = await outsider.rpc('get_order_stats');
    expect((stats.data as { total?: number } | null)?.total ?? 0).toBe(0);
    // The staff account does see them.
    const { data } = await t.owner.from('orders').select('customer_name').eq('id', orderId);
    expect(data).toEqual([{ customer_name: 'Cliente Sigiloso' }]);
  });

  it('sees the menu as a customer does: available products only', async () => {
    const { data: seen } = await outsider.from('products').select('id, is_available');
    expect(seen!.length).toBeGreaterThan(0);
    expect(seen!.every((p) => p.is_available)).toBe(true);
    const { count } = await t.owner.from('products').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(seen!.length);
  });

  it('changes nothing: products, orders, settings, promo codes, status, storage', async () => {
    const before = await serviceClient(t.stack).from('products').select('id, price').order('id');
    const attempts = [
      outsider
        .from('products')
        .update({ price: 0.01 })
        .neq('id', '00000000-0000-0000-0000-000000000000')
        .select(),
      outsider.from('products').delete().neq('id', '00000000-0000-0000-0000-000000000000').select(),
      outsider
        .from('products')
        .insert({
          name: 'Produto falso',
          description: 'Não deveria existir',
          price: 1,
          category: 'Geral',
        })
        .select(),
      outsider.from('orders').update({ payment_status: 'paid' }).eq('id', orderId).select(),
      outsider
        .from('company_settings')
        .update({ company_name: 'Loja tomada' })
        .eq('id', 1)
        .select(),
      outsider
        .from('promo_codes')
        .insert({ code: 'ROUBO', discount: 100, type: 'percentage' })
        .select(),
      outsider.rpc('set_order_status', { order_id: orderId, status: 'cancelled', reason: 'x' }),
    ];
    for (const attempt of await Promise.all(attempts)) {
      const rows = Array.isArray(attempt.data) ? attempt.data : [];
      expect(rows, JSON.stringify(attempt.error)).toEqual([]);
    }
    const after = await serviceClient(t.stack).from('products').select('id, price').order('id');
    expect(after.data).toEqual(before.data);
    const { data: settings } = await anonClient(t.stack)
      .from('company_settings')
      .select('company_name')
      .single();
    expect(settings!.company_name).not.toBe('Loja tomada');
    const { data: order } = await t.owner
      .from('orders')
      .select('status, payment_status')
      .eq('id', orderId)
      .single();
    expect(order).toEqual({ status: 'pending', payment_status: 'pending' });
    const upload = await outsider.storage
      .from('product-images')
      .upload(
        `intruso-${Date.now()}.png`,
        new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' }),
      );
    expect(upload.error).not.toBeNull();
  });

  it('cannot make itself staff through PUT /user', async () => {
    const { data: session } = await outsider.auth.getSession();
    const res = await fetch(`${t.stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: t.stack.anonKey,
        authorization: `Bearer ${session.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' }, data: { role: 'admin' } }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { app_metadata: Record<string, unknown> };
    expect(body.app_metadata.role).toBeUndefined();
    await outsider.auth.refreshSession();
    const { data } = await outsider.from('orders').select('id');
    expect(data ?? []).toEqual([]);
  });
});
