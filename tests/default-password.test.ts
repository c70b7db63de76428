// The default pair (admin / admin123) is printed by `npm start` and the README: a session signed in
// with it may change its password and do nothing else, whatever the panel's routes allow.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD,
  adminClient,
  anonClient,
  demoItems,
  type TestClient,
} from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const NEW_PASSWORD = 'uma-senha-so-minha';

const t = useStack({ fromTemplate: false, defaultAdminPassword: true });
let orderId: string;

beforeAll(async () => {
  // Migrated and seeded here: the seed's own account, as a fresh shop has it.
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
}, 120_000);

async function expectNoStaffRights(client: TestClient) {
  expect((await client.rpc('password_change_required')).data).toBe(true);
  for (const table of ['orders', 'order_events', 'promo_codes'] as const) {
    const { data } = await client.from(table).select('*');
    expect(data ?? [], table).toEqual([]);
  }
  const status = await client.rpc('set_order_status', { order_id: orderId, status: 'processing' });
  expect(status.error?.details).toBe('not_staff');
  const insert = await client
    .from('promo_codes')
    .insert({ code: 'INVASOR', discount: 10 } as never);
  expect(insert.error?.code).toBe('42501');
  const settings = await client
    .from('company_settings')
    .update({ company_name: 'Loja Invadida' })
    .eq('id', 1)
    .select('id');
  expect(settings.data ?? []).toEqual([]);
}

describe('the default password', () => {
  it('signs in, but the session reads no order and changes nothing', async () => {
    expect((await anonClient(t.stack).rpc('default_admin_login_active')).data).toBe(true);
    const session = await adminClient(t.stack, DEFAULT_ADMIN_PASSWORD);
    await expectNoStaffRights(session);
  });

  it('may be changed, and the same session is staff at once', async () => {
    const session = await adminClient(t.stack, DEFAULT_ADMIN_PASSWORD);
    const { error } = await session.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: DEFAULT_ADMIN_PASSWORD,
    });
    expect(error).toBeNull();

    expect((await session.rpc('password_change_required')).data).toBe(false);
    const { data } = await session.from('orders').select('customer_name').eq('id', orderId);
    expect(data).toEqual([{ customer_name: 'Cliente Sigiloso' }]);
    const status = await session.rpc('set_order_status', {
      order_id: orderId,
      status: 'processing',
    });
    expect(status.error).toBeNull();
    expect((await anonClient(t.stack).rpc('default_admin_login_active')).data).toBe(false);
  });

  it('set again, takes the rights away again', async () => {
    const session = await adminClient(t.stack, NEW_PASSWORD, ADMIN_EMAIL);
    const { error } = await session.auth.updateUser({
      password: DEFAULT_ADMIN_PASSWORD,
      current_password: NEW_PASSWORD,
    });
    expect(error).toBeNull();
    await expectNoStaffRights(session);
    expect((await anonClient(t.stack).rpc('default_admin_login_active')).data).toBe(true);
  });

  it('is not asked of the anonymous visitor', async () => {
    const { error } = await anonClient(t.stack).rpc('password_change_required');
    expect(error?.code).toBe('42501');
  });
});
