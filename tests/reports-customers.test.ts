// Customers from the outside (docs/reports.md): a hand-built week of orders with known answers,
// read through get_customers as each role.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';
import { MARIA, useReports } from './support/reports.ts';

const t = useStack({ db: true });
const { members, customers } = useReports(t);

describe('get_customers', () => {
  it('lists customers by phone with their orders accepted or later, sorted three ways', async () => {
    const recent = await customers({});
    expect(recent.map((c) => c.name)).toEqual(['Ana', 'Maria Souza', 'João', 'Bruno']);
    expect(recent[1]).toMatchObject({
      phone_digits: '11911111111',
      phone: MARIA,
      orders: 3,
      total_spent: 110,
      average_ticket: 36.67,
      first_order_at: '2026-03-05T15:00:00+00:00',
      last_order_at: '2026-03-12T23:00:00+00:00',
      total_count: 4,
    });
    const value = await customers({ p_order: 'value' });
    expect(value.map((c) => c.name)).toEqual(['Maria Souza', 'Bruno', 'João', 'Ana']);
    const frequent = await customers({ p_order: 'frequent' });
    expect(frequent.map((c) => c.name)).toEqual(['Maria Souza', 'Bruno', 'Ana', 'João']);
  });

  it('searches by name or phone digits, pages with a total, and keeps those gone 30 days', async () => {
    expect((await customers({ p_search: 'mar' })).map((c) => c.name)).toEqual(['Maria Souza']);
    expect((await customers({ p_search: '92222' })).map((c) => c.name)).toEqual(['João']);
    const page = await customers({ p_limit: 2, p_offset: 2 });
    expect(page.map((c) => c.name)).toEqual(['João', 'Bruno']);
    expect(page[0]!.total_count).toBe(4);
    await t.db.query('set session_replication_role = replica');
    await t.db.query(
      `insert into public.orders (customer_name, customer_phone, customer_address, total_amount, status, created_at)
       values ('Carla', '(61) 96666-6666', 'Rua B, 2', 15, 'delivered', now() - interval '2 days')`,
    );
    await t.db.query('set session_replication_role = origin');
    const gone = await customers({ p_inactive_days: 30 });
    expect(gone.map((c) => c.name)).not.toContain('Carla');
    expect(gone).toHaveLength(4);
    expect((await customers({})).map((c) => c.name)[0]).toBe('Carla');
  });

  it('is read by the attendant, never by anon, the kitchen or a driver', async () => {
    expect(await customers({}, members.attendant!)).toHaveLength(5);
    const anonCall = await t.anon.rpc('get_customers', {});
    expect(anonCall.data).toBeNull();
    expect(anonCall.error).toMatchObject({ code: '42501' });
    for (const role of ['kitchen', 'driver']) {
      const call = await members[role]!.rpc('get_customers', {});
      expect(call.data).toBeNull();
      expect(call.error).toMatchObject({ code: '42501', details: 'forbidden' });
    }
  });

  it('answers a page of at most 50; the whole list is the owner’s export, as the screen sorts it', async () => {
    // 60 more customers, older than the others (last in "recent").
    await t.db.query(
      `insert into public.orders (customer_name, customer_phone, customer_address, total_amount, status, created_at)
       select 'Cliente ' || g, '(51) 98888-' || lpad(g::text, 4, '0'), 'Rua C, ' || g, 10 + g, 'delivered',
              timestamptz '2026-02-01 12:00-03' + g * interval '1 hour'
         from generate_series(1, 60) g`,
    );
    const page = await customers({ p_limit: 1000 });
    expect(page).toHaveLength(50);
    expect(page[0]!.total_count).toBe(65);
    expect(await customers({ p_limit: 1000 }, members.attendant!)).toHaveLength(50);
    const rest = await customers({ p_limit: 50, p_offset: 50 }, members.attendant!);
    expect(rest).toHaveLength(15);

    const all = await t.owner.rpc('export_customers', {});
    expect(all.error).toBeNull();
    const list = all.data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(65);
    expect(list).toEqual(
      [...page, ...rest].map((row) => {
        const { total_count, ...fields } = row;
        expect(total_count).toBe(65);
        return fields;
      }),
    );
    const byValue = (await t.owner.rpc('export_customers', { p_order: 'value', p_search: 'mar' }))
      .data as Array<{ name: string }>;
    expect(byValue.map((c) => c.name)).toEqual(['Maria Souza']);
    const valued = (await t.owner.rpc('export_customers', { p_order: 'value' })).data as Array<{
      total_spent: number;
    }>;
    expect(valued.map((c) => c.total_spent)).toEqual(
      list.map((c) => c.total_spent as number).sort((a, b) => b - a),
    );
    const gone = (await t.owner.rpc('export_customers', { p_inactive_days: 30 })).data as unknown[];
    expect(gone).toHaveLength(64);
  });

  it('refuses the export to the attendant, the kitchen, a driver, anon and a non-staff account', async () => {
    for (const role of ['attendant', 'kitchen', 'driver']) {
      const call = await members[role]!.rpc('export_customers', {});
      expect(call.data).toBeNull();
      expect(call.error).toMatchObject({ code: '42501', details: 'forbidden' });
    }
    const anonCall = await t.anon.rpc('export_customers', {});
    expect(anonCall.data).toBeNull();
    expect(anonCall.error).toMatchObject({ code: '42501' });
    const outsider = await (await nonStaffClient(t.stack)).rpc('export_customers', {});
    expect(outsider.data).toBeNull();
    expect(outsider.error).toMatchObject({ code: '42501', details: 'not_staff' });
  });
});
