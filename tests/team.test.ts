// The team, from the outside: each role (owner, attendant, kitchen, driver), anon, an account that
// is not staff, a deactivated or demoted member still holding a token, and a forged token, against
// the tables and RPCs a role may or may not reach (docs/data-model.md).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import pg from 'pg';
import { signJwt } from '../supabase/local/jwt.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/config.ts';
import { adminClient, demoItems, serviceClient, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';
import { createStaff } from './support/staff.ts';
import { businessToday } from '../src/domain/reports/period.ts';

const t = useStack();
let items: Array<{ product_id: string; quantity: number }>;
const PASSWORD = 'senha-da-equipe-1';
const members: Record<string, { id: string; client: TestClient }> = {};

function emailOf(username: string): string {
  return `${username}@admin.comanda.local`;
}

async function signIn(username: string, password = PASSWORD): Promise<TestClient> {
  return adminClient(t.stack, password, emailOf(username));
}

const addMember = (username: string, role: string, name = username) =>
  createStaff(t.owner, username, role, name, PASSWORD);

function watchOrders(client: TestClient): Promise<{ channel: RealtimeChannel; ids: string[] }> {
  const ids: string[] = [];
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(`team-orders-${Math.random()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, (payload) => {
        ids.push(String((payload.new as { id?: string }).id ?? ''));
      })
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve({ channel, ids });
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
}

async function placeOrder(payment_method = 'cash'): Promise<string> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: 'Cliente da Equipe',
    customer_phone: '(11) 98765-4321',
    customer_address: 'Rua das Flores, 10',
    items,
    payment_method,
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  return (data as { id: string }).id;
}

beforeAll(async () => {
  items = await demoItems(t.anon);
  for (const [username, role] of [
    ['caixa', 'attendant'],
    ['cozinha', 'kitchen'],
    ['moto1', 'driver'],
    ['moto2', 'driver'],
  ] as const) {
    const id = await addMember(username, role, username === 'caixa' ? 'Bia do Caixa' : username);
    members[role === 'driver' ? username : role] = { id, client: await signIn(username) };
  }
});

describe('the team', () => {
  it("makes the existing admin the shop's owner", async () => {
    const { data } = await t.owner.rpc('staff_role');
    expect(data).toBe('owner');
    const team = await t.owner
      .from('staff')
      .select('display_name, role, is_active')
      .order('created_at');
    expect(team.data![0]).toEqual({ display_name: 'admin', role: 'owner', is_active: true });
    expect(team.data).toHaveLength(5);
  });

  it('lets only the owner add members, with a unique username whatever its case', async () => {
    const add = (client: TestClient, username: string) =>
      client.rpc('create_staff_member', {
        username,
        display_name: 'Nova',
        role: 'attendant',
        password: PASSWORD,
      });
    expect((await add(t.anon, 'anonimo')).error).toMatchObject({ code: '42501' });
    const outsider = await nonStaffClient(t.stack);
    expect((await add(outsider, 'estranho')).error).toMatchObject({ details: 'not_staff' });
    const byAttendant = await add(members.attendant!.client, 'amiga');
    expect(byAttendant.status).toBe(403);
    expect(byAttendant.error).toMatchObject({
      code: '42501',
      details: 'forbidden',
      message: 'Sua função na equipe (Atendente) não permite esta ação.',
    });
    expect((await add(t.owner, 'CAIXA')).error).toMatchObject({ details: 'username_taken' });
    const weak = await t.owner.rpc('create_staff_member', {
      username: 'fraca',
      display_name: 'Fraca',
      role: 'attendant',
      password: '1234567',
    });
    expect(weak.error).toMatchObject({ details: 'weak_password' });
    const badRole = await t.owner.rpc('create_staff_member', {
      username: 'chefe',
      display_name: 'Chefe',
      role: 'admin',
      password: PASSWORD,
    });
    expect(badRole.error).toMatchObject({ details: 'invalid_role' });
    const team = await t.owner.from('staff').select('user_id');
    expect(team.data).toHaveLength(5);
  });

  it('gives each role its own view of the orders', async () => {
    const id = await placeOrder();
    const seen = async (client: TestClient) =>
      (await client.from('orders').select('id').eq('id', id)).data?.length;
    expect(await seen(t.owner)).toBe(1);
    expect(await seen(members.attendant!.client)).toBe(1);
    expect(await seen(members.kitchen!.client)).toBe(0);
    expect(await seen(members.moto1!.client)).toBe(0);
    expect(
      (await t.owner.rpc('assign_driver', { order_id: id, driver_id: members.moto1!.id })).error,
    ).toBeNull();
    expect(await seen(members.moto1!.client)).toBe(1);
    expect(await seen(members.moto2!.client)).toBe(0);
  });

  it('sends live orders to the counter, a driver only their own, the kitchen none', async () => {
    const counter = await watchOrders(members.attendant!.client);
    const kitchen = await watchOrders(members.kitchen!.client);
    const driver = await watchOrders(members.moto2!.client);
    const mine = await placeOrder();
    const notMine = await placeOrder();
    const assigned = await t.owner.rpc('assign_driver', {
      order_id: mine,
      driver_id: members.moto2!.id,
    });
    expect(assigned.error).toBeNull();
    const deadline = Date.now() + 5000;
    while (!(counter.ids.includes(notMine) && driver.ids.includes(mine)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(counter.ids).toEqual(expect.arrayContaining([mine, notMine]));
    expect(driver.ids).toContain(mine);
    // give a wrongly routed event time to arrive before asserting there was none
    await new Promise((r) => setTimeout(r, 300));
    expect(driver.ids).not.toContain(notMine);
    expect(kitchen.ids).toEqual([]);
    for (const sub of [counter, kitchen, driver]) await sub.channel.unsubscribe();
  });

  it('keeps settings, prices and promo codes to the owner', async () => {
    for (const role of ['attendant', 'kitchen', 'moto1']) {
      const client = members[role]!.client;
      const update = await client.from('products').update({ price: 1 }).gt('price', 0).select('id');
      expect(update.data ?? []).toEqual([]);
      const promos = await client.from('promo_codes').select('code');
      expect(promos.data ?? []).toEqual([]);
      const settings = await client
        .from('company_settings')
        .update({ delivery_fee: 0 })
        .eq('id', 1)
        .select('id');
      expect(settings.data ?? []).toEqual([]);
    }
    const prices = await serviceClient(t.stack).from('products').select('price').eq('price', 1);
    expect(prices.data).toEqual([]);
    expect((await t.owner.from('promo_codes').select('code')).data!.length).toBeGreaterThan(0);
  });

  it('keeps the board to the counter and the menu order to the owner', async () => {
    const search = (client: TestClient) => client.rpc('search_orders', { p_query: 'Cliente' });
    const today = (client: TestClient) => client.rpc('get_today_summary');
    const reorder = (client: TestClient) => client.rpc('reorder_products', { ids: [] });
    expect((await search(members.attendant!.client)).error).toBeNull();
    expect((await today(members.attendant!.client)).error).toBeNull();
    expect((await reorder(members.attendant!.client)).error).toMatchObject({
      details: 'forbidden',
    });
    for (const role of ['kitchen', 'moto1']) {
      const client = members[role]!.client;
      expect((await search(client)).error).toMatchObject({ details: 'forbidden' });
      expect((await today(client)).error).toMatchObject({ details: 'forbidden' });
    }
    expect((await reorder(t.owner)).error).toBeNull();
  });

  it('lets the counter move orders, the driver only take out and deliver their own, the kitchen neither', async () => {
    const id = await placeOrder();
    const move = (client: TestClient, status: string, reason?: string) =>
      client.rpc('set_order_status', { order_id: id, status, reason });
    expect((await move(members.kitchen!.client, 'processing')).error).toMatchObject({
      details: 'forbidden',
    });
    expect((await move(members.attendant!.client, 'processing')).error).toBeNull();
    expect((await move(members.moto1!.client, 'out_for_delivery')).error).toMatchObject({
      details: 'order_not_found',
    });
    const assign = await members.kitchen!.client.rpc('assign_driver', {
      order_id: id,
      driver_id: members.moto1!.id,
    });
    expect(assign.error).toMatchObject({ details: 'forbidden' });
    const notADriver = await members.attendant!.client.rpc('assign_driver', {
      order_id: id,
      driver_id: members.kitchen!.id,
    });
    expect(notADriver.error).toMatchObject({ details: 'invalid_driver' });
    const assigned = await members.attendant!.client.rpc('assign_driver', {
      order_id: id,
      driver_id: members.moto1!.id,
    });
    expect(assigned.error).toBeNull();
    expect((await move(members.moto1!.client, 'cancelled', 'Desisti')).error).toMatchObject({
      details: 'forbidden',
    });
    expect((await move(members.moto1!.client, 'out_for_delivery')).error).toBeNull();
    expect((await move(members.moto2!.client, 'delivered')).error).toMatchObject({
      details: 'order_not_found',
    });
    expect((await move(members.moto1!.client, 'delivered')).error).toBeNull();

    // the timeline says who did what, by the name they had then
    const { data: events } = await t.owner
      .from('order_events')
      .select('status, actor_id, actor_name')
      .eq('order_id', id)
      .order('created_at');
    expect(events).toEqual([
      { status: 'pending', actor_id: null, actor_name: null },
      { status: 'processing', actor_id: members.attendant!.id, actor_name: 'Bia do Caixa' },
      { status: 'out_for_delivery', actor_id: members.moto1!.id, actor_name: 'moto1' },
      { status: 'delivered', actor_id: members.moto1!.id, actor_name: 'moto1' },
    ]);

    // the day's settlement: the owner sees any driver's, a driver only their own
    // the shop's business day (São Paulo, starting at 05:00), as the settlement counts it
    const today = businessToday(new Date(), 'America/Sao_Paulo', '05:00');
    const settlement = await t.owner.rpc('get_driver_settlement', {
      driver_id: members.moto1!.id,
      day: today,
    });
    expect(settlement.error).toBeNull();
    expect(settlement.data).toMatchObject({ deliveries: 1 });
    expect(Number((settlement.data as { cash_collected: number }).cash_collected)).toBeGreaterThan(
      0,
    );
    const other = await members.moto2!.client.rpc('get_driver_settlement', {
      driver_id: members.moto1!.id,
      day: today,
    });
    expect(other.error).toMatchObject({ details: 'forbidden' });
  });

  it('shows the kitchen what to cook and never who, where or how much', async () => {
    const id = await placeOrder();
    expect(
      (await t.owner.rpc('set_order_status', { order_id: id, status: 'processing' })).error,
    ).toBeNull();
    const { data, error } = await members.kitchen!.client.rpc('get_kitchen_queue');
    expect(error).toBeNull();
    const ticket = (data as Array<Record<string, unknown>>).find((row) => row.id === id);
    expect(ticket).toBeDefined();
    const text = JSON.stringify(data);
    for (const secret of ['98765', 'Rua das Flores', 'Cliente da Equipe', 'total', 'price', 'fee'])
      expect(text).not.toContain(secret);
    expect((await members.moto1!.client.rpc('get_kitchen_queue')).error).toMatchObject({
      details: 'forbidden',
    });
    expect((await t.anon.rpc('get_kitchen_queue')).error).toMatchObject({ code: '42501' });
  });

  it('takes the rights of a demoted or deactivated member at their next request, token or not', async () => {
    const id = await addMember('temporario', 'attendant');
    const client = await signIn('temporario');
    const orderId = await placeOrder();
    expect((await client.from('orders').select('id').eq('id', orderId)).data).toHaveLength(1);
    const update = (values: Record<string, unknown>) =>
      t.owner.rpc('update_staff_member', {
        user_id: id,
        display_name: 'Temporário',
        role: 'attendant',
        is_active: true,
        ...values,
      });
    expect((await update({ role: 'kitchen' })).error).toBeNull();
    expect((await client.from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    expect((await update({ role: 'attendant', is_active: false })).error).toBeNull();
    expect((await client.from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    const status = await client.rpc('set_order_status', {
      order_id: orderId,
      status: 'processing',
    });
    expect(status.error).toMatchObject({ details: 'not_staff' });
    // its sessions ended: the refresh token no longer works
    expect((await client.auth.refreshSession()).error).not.toBeNull();
  });

  it('refuses a forged admin claim: the staff row decides, not the token', async () => {
    const orderId = await placeOrder();
    const token = signJwt(
      {
        sub: members.kitchen!.id,
        role: 'authenticated',
        aud: 'authenticated',
        app_metadata: { role: 'admin', provider: 'email' },
        exp: Math.floor(Date.now() / 1000) + 600,
      },
      DEMO_JWT_SECRET,
    );
    const res = await fetch(`${t.stack.url}/rest/v1/orders?id=eq.${orderId}&select=id`, {
      headers: { apikey: t.stack.anonKey, authorization: `Bearer ${token}` },
    });
    expect(await res.json()).toEqual([]);
  });

  it('never leaves the shop without an active owner, even when two owners demote each other at once', async () => {
    const me = (await t.owner.auth.getUser()).data.user!.id;
    const demote = (client: TestClient, userId: string, name: string) =>
      client.rpc('update_staff_member', {
        user_id: userId,
        display_name: name,
        role: 'attendant',
        is_active: true,
      });
    expect((await demote(t.owner, me, 'admin')).error).toMatchObject({ details: 'last_owner' });
    const deactivate = await t.owner.rpc('update_staff_member', {
      user_id: me,
      display_name: 'admin',
      role: 'owner',
      is_active: false,
    });
    expect(deactivate.error).toMatchObject({ details: 'last_owner' });

    const socioId = await addMember('socio', 'owner', 'Sócio');
    const socio = await signIn('socio');
    const results = await Promise.all([
      demote(t.owner, socioId, 'Sócio'),
      demote(socio, me, 'admin'),
    ]);
    // one goes through; the other is refused, as the last owner or as no longer an owner
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(
      results.filter((r) => ['last_owner', 'forbidden'].includes(String(r.error?.details))),
    ).toHaveLength(1);
    const owners = await serviceClient(t.stack)
      .from('staff')
      .select('user_id')
      .eq('role', 'owner')
      .eq('is_active', true);
    expect(owners.data).toHaveLength(1);
    // put the shop back as it was for the other tests: the admin is the only owner
    if (owners.data![0]!.user_id !== me) {
      const db = serviceClient(t.stack);
      await db.from('staff').update({ role: 'owner' }).eq('user_id', me);
    }
  });

  it("resets a member's password: the new one signs in, the old sessions end", async () => {
    const id = await addMember('esquecida', 'attendant');
    const before = await signIn('esquecida');
    const reset = await t.owner.rpc('reset_staff_password', {
      user_id: id,
      password: 'nova-senha-123',
    });
    expect(reset.error).toBeNull();
    expect((await before.auth.refreshSession()).error).not.toBeNull();
    await expect(signIn('esquecida')).rejects.toThrow();
    const after = await signIn('esquecida', 'nova-senha-123');
    expect((await after.rpc('staff_role')).data).toBe('attendant');
    const byAttendant = await members.attendant!.client.rpc('reset_staff_password', {
      user_id: id,
      password: 'outra-senha-123',
    });
    expect(byAttendant.error).toMatchObject({ details: 'forbidden' });
    const history = await t.owner
      .from('staff_events')
      .select('action')
      .eq('user_id', id)
      .order('id');
    expect(history.data!.map((e) => e.action)).toEqual([
      'created',
      'signed_in',
      'password_reset',
      'signed_in',
    ]);
    expect((await members.attendant!.client.from('staff_events').select('id')).data).toEqual([]);
  });

  it('creates members as hosted Supabase Auth expects them (its extra columns and the password identity)', async () => {
    // This database is given the parts of GoTrue's schema the local stack does without.
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      await db.query(`
        alter table auth.users add column instance_id uuid, add column confirmation_token varchar(255),
          add column recovery_token varchar(255), add column email_change_token_new varchar(255),
          add column email_change varchar(255);
        create table auth.identities (
          provider_id text not null, user_id uuid not null references auth.users (id) on delete cascade,
          identity_data jsonb not null, provider text not null, last_sign_in_at timestamptz,
          created_at timestamptz, updated_at timestamptz, id uuid primary key default gen_random_uuid(),
          unique (provider_id, provider));`);
      const id = await addMember('hospedado', 'attendant', 'Hospedado');
      const { rows } = await db.query(
        `select u.instance_id, u.confirmation_token, u.recovery_token, u.email_change_token_new,
                u.email_change, u.email_confirmed_at is not null as confirmed,
                i.provider, i.provider_id, i.identity_data ->> 'email' as email
           from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1`,
        [id],
      );
      expect(rows).toEqual([
        {
          instance_id: '00000000-0000-0000-0000-000000000000',
          confirmation_token: '',
          recovery_token: '',
          email_change_token_new: '',
          email_change: '',
          confirmed: true,
          provider: 'email',
          provider_id: id,
          email: 'hospedado@admin.comanda.local',
        },
      ]);
      expect((await (await signIn('hospedado')).rpc('staff_role')).data).toBe('attendant');
    } finally {
      await db.end();
    }
  });
});
