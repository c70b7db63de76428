// A busy night from the outside: staff find an order by number, name or phone digits, filter by
// status and by days of the shop's calendar, one page at a time (never every order), and read
// today's figures — revenue only from orders accepted or later. Customers and accounts that are
// not staff get none of it. 20,000 orders stay fast thanks to the trigram indexes.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack({ db: true });
const placed: Record<string, { id: string; order_number: string; total_amount: number }> = {};

interface SearchResult {
  total: number;
  orders: Array<{ id: string; order_number: string; customer_name: string; status: string }>;
}

async function place(name: string, phone: string) {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: name,
    customer_phone: phone,
    customer_address: 'Rua das Flores, 10',
    items: await demoItems(t.anon),
    payment_method: 'pix',
  });
  if (error) throw error;
  placed[name] = data as (typeof placed)[string];
}

async function setStatus(name: string, status: string, reason?: string) {
  const { error } = await t.owner.rpc('set_order_status', {
    order_id: placed[name]!.id,
    status,
    reason: (reason ?? null) as string,
  });
  if (error) throw error;
}

async function search(args: Record<string, unknown>, client = t.owner): Promise<SearchResult> {
  const { data, error } = await client.rpc('search_orders', args);
  if (error) throw error;
  return data as unknown as SearchResult;
}

const names = (result: SearchResult) => result.orders.map((o) => o.customer_name).sort();

beforeAll(async () => {
  await place('Maria Aparecida', '(11) 98765-4321');
  await place('João 100% Silva', '21 99888-1234');
  await place('Ana Maria Souza', '11 91234-5678');
  await place('Pedro Cancelado', '31 97777-0000');
  await setStatus('João 100% Silva', 'processing');
  await setStatus('Ana Maria Souza', 'processing');
  await setStatus('Ana Maria Souza', 'out_for_delivery');
  await setStatus('Ana Maria Souza', 'delivered');
  await setStatus('Pedro Cancelado', 'cancelled', 'Cliente desistiu');
});

describe('search_orders', () => {
  it('finds by a piece of the name, any case, with like wildcards taken literally', async () => {
    expect(names(await search({ p_query: 'maria' }))).toEqual([
      'Ana Maria Souza',
      'Maria Aparecida',
    ]);
    expect(names(await search({ p_query: '100%' }))).toEqual(['João 100% Silva']);
    expect((await search({ p_query: '_' })).total).toBe(0);
  });

  it('finds by order number and by the phone digits however they are typed', async () => {
    const { order_number } = placed['Pedro Cancelado']!;
    expect(names(await search({ p_query: order_number }))).toEqual(['Pedro Cancelado']);
    expect(names(await search({ p_query: '98765-4321' }))).toEqual(['Maria Aparecida']);
    expect(names(await search({ p_query: '(21) 99888' }))).toEqual(['João 100% Silva']);
  });

  it('filters by status and counts every match while returning one page', async () => {
    const accepted = await search({ p_statuses: ['processing', 'delivered'] });
    expect(names(accepted)).toEqual(['Ana Maria Souza', 'João 100% Silva']);
    const page = await search({ p_limit: 1, p_offset: 1 });
    expect(page.total).toBe(4);
    expect(page.orders).toHaveLength(1);
    // the page size is capped: no call returns every order
    await t.db.query(`
      insert into public.orders (customer_name, customer_phone, customer_address, status)
      select 'Cliente ' || n, '11900000000', 'Rua A, 1', 'delivered' from generate_series(1, 150) n`);
    const big = await search({ p_limit: 100000 });
    expect(big.total).toBe(154);
    expect(big.orders).toHaveLength(100);
    await t.db.query(`delete from public.orders where customer_name like 'Cliente %'`);
  });

  it('takes the date range as days of the shop, not of UTC', async () => {
    // 01:30 UTC on the 10th is 22:30 of the 9th in São Paulo.
    await t.db.query(`update public.orders set created_at = '2026-01-10T01:30:00Z' where id = $1`, [
      placed['Maria Aparecida']!.id,
    ]);
    const ninth = await search({ p_from: '2026-01-09', p_to: '2026-01-09' });
    expect(names(ninth)).toEqual(['Maria Aparecida']);
    expect((await search({ p_from: '2026-01-10', p_to: '2026-01-10' })).total).toBe(0);
    await t.db.query(`update public.orders set created_at = now() where id = $1`, [
      placed['Maria Aparecida']!.id,
    ]);
  });

  it('refuses customers and accounts that are not staff, and an overlong query', async () => {
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const { data, error } = await client.rpc('search_orders', { p_query: 'maria' });
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    const { error } = await t.owner.rpc('search_orders', { p_query: 'x'.repeat(101) });
    expect(error?.details).toBe('invalid_search');
  });
});

describe('get_today_summary', () => {
  it("counts today's accepted orders and their revenue, never pending or cancelled", async () => {
    // An order of the minute before today's business day started stays out of today.
    await place('Ontem à Noite', '11 95555-4444');
    await setStatus('Ontem à Noite', 'processing');
    await t.db.query(
      `update public.orders set created_at = (select private.business_day_start(private.business_day(now(), coalesce(s.timezone, 'America/Sao_Paulo'), s.day_starts_at::interval), coalesce(s.timezone, 'America/Sao_Paulo'), s.day_starts_at::interval) from public.company_settings s) - interval '1 minute' where id = $1`,
      [placed['Ontem à Noite']!.id],
    );
    const { data, error } = await t.owner.rpc('get_today_summary');
    expect(error).toBeNull();
    const revenue =
      Number(placed['João 100% Silva']!.total_amount) +
      Number(placed['Ana Maria Souza']!.total_amount);
    expect(data).toMatchObject({ orders: 2, pending: 1, cancelled: 1 });
    expect(Number(data!.revenue)).toBeCloseTo(revenue, 2);
    expect(Number(data!.average_ticket)).toBeCloseTo(revenue / 2, 2);
    const { rows } = await t.db.query(
      `select private.business_day(now(), coalesce(s.timezone, 'America/Sao_Paulo'), s.day_starts_at::interval)::text as day from public.company_settings s`,
    );
    expect(data!.day).toBe(rows[0].day);
  });

  it('is refused to customers and accounts that are not staff', async () => {
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const { data, error } = await client.rpc('get_today_summary');
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
  });
});

describe('with 20,000 orders', () => {
  it('a search by name or phone digits goes through the trigram indexes', async () => {
    await t.db.query(`
      insert into public.orders (customer_name, customer_phone, customer_address, status, created_at)
      select 'Freguês ' || md5(n::text), '11' || lpad((900000000 + n)::text, 9, '0'), 'Rua B, 2',
             'delivered', now() - n * interval '1 minute'
        from generate_series(1, 20000) n`);
    await t.db.query('analyze public.orders');
    // The indexes serve these searches (the planner still prefers a scan where it is cheaper).
    await t.db.query('set enable_seqscan = off');
    const plans = await Promise.all(
      [
        `o.customer_name ilike '%a1b2c%'`,
        `pg_catalog.regexp_replace(o.customer_phone, '\\D', '', 'g') like '%9001234%'`,
      ].map((where) => t.db.query(`explain select count(*) from public.orders o where ${where}`)),
    );
    await t.db.query('reset enable_seqscan');
    expect(JSON.stringify(plans[0]!.rows)).toContain('orders_customer_name_trgm_idx');
    expect(JSON.stringify(plans[1]!.rows)).toContain('orders_customer_phone_digits_trgm_idx');
    // How fast is the bench's business (npm run bench: the orders search on a busy year), never a
    // timed assertion here; this checks each search answers one page.
    for (const query of ['a1b2c', '9001234', placed['Pedro Cancelado']!.order_number]) {
      const result = await search({ p_query: query });
      expect(result.orders.length).toBeLessThanOrEqual(20);
    }
  }, 120_000);
});
