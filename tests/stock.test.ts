// Stock from the outside (docs/ordering-rules.md, "Esgotado e estoque"): sold-out options,
// concurrent orders for the last units, a cancel giving them back once. Who may switch an item off
// and when it comes back are in stock-availability.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { useStock } from './support/stock.ts';

const t = useStack({ db: true });
const { staff, product, group, order, stockOf, setStatus } = useStock(t);

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
