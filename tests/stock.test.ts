// Sold out and stock from the outside (docs/ordering-rules.md, "Esgotado e estoque"): who may
// switch an item off, when "até amanhã" comes back in the shop's time zone, concurrent orders for
// the last units, a cancel giving them back once, and what the menu reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack({ db: true });
const staff: Record<string, TestClient> = {};
let phone = 0;

async function product(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const columns = ['name', 'price', 'category', ...Object.keys(extra)];
  const values = [name, 30, 'Estoque', ...Object.values(extra)];
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.products (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    values,
  );
  return rows[0]!.id;
}

/** A group linked to the product, with its options (name → id). */
async function group(
  productId: string,
  name: string,
  minSelect: number,
  options: string[],
): Promise<Record<string, string>> {
  const g = await t.db.query<{ id: string }>(
    `insert into public.option_groups (name, min_select, max_select) values ($1, $2, $3) returning id`,
    [name, minSelect, Math.max(1, minSelect)],
  );
  const groupId = g.rows[0]!.id;
  await t.db.query(
    `insert into public.product_option_groups (product_id, group_id) values ($1, $2)`,
    [productId, groupId],
  );
  const ids: Record<string, string> = {};
  for (const option of options) {
    const o = await t.db.query<{ id: string }>(
      `insert into public.options (group_id, name) values ($1, $2) returning id`,
      [groupId, option],
    );
    ids[option] = o.rows[0]!.id;
  }
  return ids;
}

type Line = { product_id: string; quantity: number; options?: Array<{ option_id: string }> };

function order(items: Line[], name = 'Cliente Estoque') {
  phone += 1;
  return t.anon.rpc('place_order', {
    customer_name: name,
    customer_phone: `(11) 9${String(80000000 + phone)}`,
    customer_address: 'Rua das Flores, 10',
    items,
    payment_method: 'cash',
  });
}

async function stockOf(table: 'products' | 'options', id: string): Promise<number | null> {
  const { rows } = await t.db.query<{ stock_quantity: number | null }>(
    `select stock_quantity from public.${table} where id = $1`,
    [id],
  );
  return rows[0]!.stock_quantity;
}

const setStatus = (orderId: string, status: string, reason?: string) =>
  t.owner.rpc('set_order_status', { order_id: orderId, status, ...(reason ? { reason } : {}) });

beforeAll(async () => {
  await t.db.query(`update public.company_settings set minimum_order = 0 where id = 1`);
  Object.assign(staff, await t.addTeam());
});

describe('set_availability', () => {
  it('is refused to anon and drivers, and allowed to the owner, attendants and the kitchen', async () => {
    const id = await product('Pastel de Vento');
    const byAnon = await t.anon.rpc('set_availability', {
      p_kind: 'product',
      p_id: id,
      p_until: 'manual',
    });
    expect(byAnon.error).toMatchObject({ code: '42501' });
    const byDriver = await staff.driver!.rpc('set_availability', {
      p_kind: 'product',
      p_id: id,
      p_until: 'manual',
    });
    expect(byDriver.error).toMatchObject({ code: '42501', details: 'forbidden' });
    expect(await stockOf('products', id)).toBeNull();

    for (const client of [t.owner, staff.attendant!, staff.kitchen!]) {
      const off = await client.rpc('set_availability', {
        p_kind: 'product',
        p_id: id,
        p_until: 'manual',
      });
      expect(off.error).toBeNull();
      expect(off.data).toBe('infinity');
      const on = await client.rpc('set_availability', {
        p_kind: 'product',
        p_id: id,
        p_until: null as never,
      });
      expect(on.error).toBeNull();
      expect(on.data).toBeNull();
    }
    const stock = await staff.driver!.rpc('set_stock', {
      p_kind: 'product',
      p_id: id,
      p_quantity: 5,
    });
    expect(stock.error).toMatchObject({ details: 'forbidden' });
    const bad = await t.owner.rpc('set_availability', {
      p_kind: 'mesa',
      p_id: id,
      p_until: 'manual',
    });
    expect(bad.error).toMatchObject({ code: 'P0001', details: 'invalid_kind' });
  });

  it("'tomorrow' comes back at the next business day's start in the shop's time zone", async () => {
    // Both zones keep one offset all year (no daylight saving since 2019 / ever).
    for (const [timezone, offsetHours, starts] of [
      ['America/Sao_Paulo', -3, '05:00'],
      ['America/Manaus', -4, '03:30'],
    ] as const) {
      await t.db.query(
        `update public.company_settings set timezone = $1, day_starts_at = $2 where id = 1`,
        [timezone, starts],
      );
      const id = await product(`Coxinha ${timezone}`);
      const before = Date.now();
      const { data, error } = await staff.kitchen!.rpc('set_availability', {
        p_kind: 'product',
        p_id: id,
        p_until: 'tomorrow',
      });
      expect(error).toBeNull();
      const [h, m] = starts.split(':').map(Number) as [number, number];
      const startMs = (h * 60 + m) * 60_000;
      const offsetMs = offsetHours * 3_600_000;
      // The business day the call fell in, counted in local wall-clock time, then one day later.
      const localNow = before + offsetMs;
      const businessDay = Math.floor((localNow - startMs) / 86_400_000);
      const expected = (businessDay + 1) * 86_400_000 + startMs - offsetMs;
      expect(new Date(data as string).getTime()).toBe(expected);

      const { rows } = await t.db.query<{ back: Date }>(
        `select private.next_business_day_start($1::timestamptz) as back`,
        [offsetHours === -3 ? '2026-11-27 02:00-03' : '2026-11-27 04:00-04'],
      );
      // 02:00 in São Paulo still belongs to the 26th: back at 05:00 the same morning; 04:00 in Manaus
      // is after its 03:30 start: back the next morning.
      expect(rows[0]!.back.toISOString()).toBe(
        offsetHours === -3 ? '2026-11-27T08:00:00.000Z' : '2026-11-28T07:30:00.000Z',
      );
    }
    await t.db.query(
      `update public.company_settings set timezone = 'America/Sao_Paulo', day_starts_at = '05:00' where id = 1`,
    );
  });

  it('a sold-out product is refused with its name and shows as esgotado until it comes back', async () => {
    const id = await product('Calabresa');
    const other = await product('Mussarela');
    expect(
      (await t.owner.rpc('set_availability', { p_kind: 'product', p_id: id, p_until: 'tomorrow' }))
        .error,
    ).toBeNull();

    const menu = await t.anon.from('products').select('id, sold_out').in('id', [id, other]);
    expect(Object.fromEntries(menu.data!.map((p) => [p.id, p.sold_out]))).toEqual({
      [id]: true,
      [other]: false,
    });
    const refused = await order([
      { product_id: id, quantity: 1 },
      { product_id: other, quantity: 1 },
    ]);
    expect(refused.error).toMatchObject({
      code: 'P0001',
      details: 'out_of_stock',
      message: 'Calabresa esgotou.',
    });
    expect(JSON.parse(refused.error!.hint)).toEqual([
      { kind: 'product', id, name: 'Calabresa', left: 0 },
    ]);

    // the next business day has come
    await t.db.query(
      `update public.products set unavailable_until = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect((await t.anon.from('products').select('sold_out').eq('id', id).single()).data).toEqual({
      sold_out: false,
    });
    expect((await order([{ product_id: id, quantity: 1 }])).error).toBeNull();
  });

  it('a hidden product keeps its own refusal; reativar todos brings every sold-out item back', async () => {
    const hidden = await product('Escondido', { is_available: false });
    expect((await order([{ product_id: hidden, quantity: 1 }])).error).toMatchObject({
      details: 'unavailable_product',
    });
    const a = await product('Esfiha');
    const b = await product('Kibe');
    await staff.attendant!.rpc('set_availability', {
      p_kind: 'product',
      p_id: a,
      p_until: 'manual',
    });
    await staff.attendant!.rpc('set_availability', {
      p_kind: 'product',
      p_id: b,
      p_until: 'tomorrow',
    });
    const both = await order([
      { product_id: a, quantity: 1 },
      { product_id: b, quantity: 1 },
    ]);
    expect(both.error).toMatchObject({
      details: 'out_of_stock',
      message: 'Esfiha e Kibe esgotaram.',
    });
    expect((await t.anon.rpc('clear_sold_out')).error).toMatchObject({ code: '42501' });
    const cleared = await staff.kitchen!.rpc('clear_sold_out');
    expect(cleared.error).toBeNull();
    expect(cleared.data).toBeGreaterThanOrEqual(2);
    expect(
      (
        await order([
          { product_id: a, quantity: 1 },
          { product_id: b, quantity: 1 },
        ])
      ).error,
    ).toBeNull();
  });
});

describe('options', () => {
  it('a sold-out option is refused; a required group with nothing left makes its product sold out', async () => {
    const pizza = await product('Pizza Grande');
    const flavours = await group(pizza, 'Sabor', 1, ['Calabresa', 'Portuguesa']);
    const setOption = (id: string, until: string | null) =>
      staff.kitchen!.rpc('set_availability', {
        p_kind: 'option',
        p_id: id,
        p_until: until as string,
      });

    expect((await setOption(flavours.Calabresa!, 'tomorrow')).error).toBeNull();
    const refused = await order([
      { product_id: pizza, quantity: 1, options: [{ option_id: flavours.Calabresa! }] },
    ]);
    expect(refused.error).toMatchObject({ details: 'out_of_stock', message: 'Calabresa esgotou.' });
    expect(JSON.parse(refused.error!.hint)).toEqual([
      { kind: 'option', id: flavours.Calabresa, name: 'Calabresa', left: 0 },
    ]);
    const sold = async () =>
      (await t.anon.from('products').select('sold_out').eq('id', pizza).single()).data?.sold_out;
    const optionSold = async (id: string) =>
      (await t.anon.from('options').select('sold_out').eq('id', id).single()).data?.sold_out;
    expect(await optionSold(flavours.Calabresa!)).toBe(true);
    expect(await sold()).toBe(false);

    // the last flavour runs out by stock: nothing left to choose in a required group
    expect(
      (
        await t.owner.rpc('set_stock', {
          p_kind: 'option',
          p_id: flavours.Portuguesa!,
          p_quantity: 1,
        })
      ).error,
    ).toBeNull();
    const last = await order([
      { product_id: pizza, quantity: 1, options: [{ option_id: flavours.Portuguesa! }] },
    ]);
    expect(last.error).toBeNull();
    expect(await stockOf('options', flavours.Portuguesa!)).toBe(0);
    expect(await optionSold(flavours.Portuguesa!)).toBe(true);
    expect(await sold()).toBe(true);
    const more = await order([
      { product_id: pizza, quantity: 1, options: [{ option_id: flavours.Portuguesa! }] },
    ]);
    expect(more.error).toMatchObject({ details: 'out_of_stock', message: 'Portuguesa esgotou.' });

    expect((await setOption(flavours.Calabresa!, null)).error).toBeNull();
    expect(await sold()).toBe(false);
  });

  it('an option taken twice per pizza counts both units, and "vender sem estoque" goes below zero', async () => {
    const burger = await product('Burger Duplo');
    const extras = await group(burger, 'Extras', 0, ['Bacon']);
    await t.db.query(
      `update public.option_groups set max_select = 4 where id = (select group_id from public.options where id = $1)`,
      [extras.Bacon],
    );
    await t.db.query(`update public.options set max_quantity = 4 where id = $1`, [extras.Bacon]);
    await t.owner.rpc('set_stock', { p_kind: 'option', p_id: extras.Bacon!, p_quantity: 3 });
    const tooMany = await order([
      {
        product_id: burger,
        quantity: 2,
        options: [{ option_id: extras.Bacon!, quantity: 2 } as never],
      },
    ]);
    expect(tooMany.error).toMatchObject({
      details: 'out_of_stock',
      message: 'Só restam 3 de Bacon.',
    });
    await t.owner.rpc('set_stock', {
      p_kind: 'option',
      p_id: extras.Bacon!,
      p_quantity: 3,
      p_allow_oversell: true,
    });
    expect(
      (
        await order([
          {
            product_id: burger,
            quantity: 2,
            options: [{ option_id: extras.Bacon!, quantity: 2 } as never],
          },
        ])
      ).error,
    ).toBeNull();
    expect(await stockOf('options', extras.Bacon!)).toBe(-1);
  });
});

describe('stock', () => {
  it('20 concurrent orders for the last 3 units: exactly 3 are placed, the rest refused, nothing half-written', async () => {
    const id = await product('Torta de Limão');
    expect(
      (await staff.attendant!.rpc('set_stock', { p_kind: 'product', p_id: id, p_quantity: 3 }))
        .error,
    ).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order([{ product_id: id, quantity: 1 }], `Corrida ${i}`),
      ),
    );
    const placed = results.filter((r) => !r.error);
    const refused = results.filter((r) => r.error);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.error).toMatchObject({
        details: 'out_of_stock',
        message: 'Torta de Limão esgotou.',
      });
    }
    const written = await t.db.query(
      `select count(*)::int as n from public.orders where customer_name like 'Corrida %'`,
    );
    expect(written.rows[0].n).toBe(3);
    const taken = await t.db.query(
      `select coalesce(sum(quantity), 0)::int as n from private.order_stock where item_id = $1`,
      [id],
    );
    expect(taken.rows[0].n).toBe(3);
    expect(await stockOf('products', id)).toBe(0);
    expect((await t.anon.from('products').select('sold_out').eq('id', id).single()).data).toEqual({
      sold_out: true,
    });
  });

  it('a cancel gives the units back once; reopening takes them again or is refused when they are gone', async () => {
    const id = await product('Bolo de Pote');
    await t.owner.rpc('set_stock', { p_kind: 'product', p_id: id, p_quantity: 2 });
    const first = await order([{ product_id: id, quantity: 2 }]);
    expect(first.error).toBeNull();
    const firstId = (first.data as { id: string }).id;
    expect(await stockOf('products', id)).toBe(0);

    expect((await setStatus(firstId, 'cancelled', 'Cliente desistiu')).error).toBeNull();
    expect(await stockOf('products', id)).toBe(2);
    // pressing cancel again changes nothing, and gives nothing back twice
    expect((await setStatus(firstId, 'cancelled', 'De novo')).error).toMatchObject({
      details: 'status_unchanged',
    });
    expect(await stockOf('products', id)).toBe(2);

    // reopened: takes its units again
    expect((await setStatus(firstId, 'processing')).error).toBeNull();
    expect(await stockOf('products', id)).toBe(0);
    expect((await setStatus(firstId, 'cancelled', 'Cancelado de vez')).error).toBeNull();
    expect(await stockOf('products', id)).toBe(2);

    // someone else buys one: the cancelled order can no longer be reopened
    expect((await order([{ product_id: id, quantity: 1 }])).error).toBeNull();
    const reopen = await setStatus(firstId, 'processing');
    expect(reopen.error).toMatchObject({
      details: 'out_of_stock',
      message: 'Só resta 1 de Bolo de Pote.',
    });
    const { rows } = await t.db.query(`select status from public.orders where id = $1`, [firstId]);
    expect(rows[0].status).toBe('cancelled');
    expect(await stockOf('products', id)).toBe(1);
  });

  it('a product counted after an order was placed gets nothing back from its cancel', async () => {
    const id = await product('Pudim');
    const placed = await order([{ product_id: id, quantity: 1 }]);
    expect(placed.error).toBeNull();
    await t.owner.rpc('set_stock', { p_kind: 'product', p_id: id, p_quantity: 4 });
    expect(
      (await setStatus((placed.data as { id: string }).id, 'cancelled', 'Sem entregador')).error,
    ).toBeNull();
    expect(await stockOf('products', id)).toBe(4);
  });
});
