// Sold out from the outside (docs/ordering-rules.md, "Esgotado e estoque"): who may switch an item
// off, when "até amanhã" comes back in the shop's time zone, and what the menu reads. Options and
// stock counts are in stock.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { useStock } from './support/stock.ts';

const t = useStack({ db: true });
const { staff, product, order, stockOf } = useStock(t);

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
