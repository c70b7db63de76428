// The storefront's rules (src/domain/options/) agree with place_order on the demo menu: what the
// product sheet accepts and the price it shows are what the server takes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSelection, type RuleGroup } from '../src/domain/options/index.ts';
import { useStack } from './support/fixture.ts';

const MEIO_A_MEIO = '5e1d0001-0000-4000-8000-000000000013';
const BURGER = '5e1d0001-0000-4000-8000-000000000004';
const ACAI = '5e1d0001-0000-4000-8000-000000000014';

const t = useStack();

describe('the demo menu: the sheet rules agree with place_order', () => {
  async function groupsOf(productId: string): Promise<{ price: number; groups: RuleGroup[] }> {
    const { data: product } = await t.anon
      .from('products')
      .select('price')
      .eq('id', productId)
      .single();
    const { data, error } = await t.anon
      .from('product_option_groups')
      .select(
        'sort_order, group:option_groups(id, name, min_select, max_select, pricing, options(id, name, price, max_quantity, is_available, sort_order))',
      )
      .eq('product_id', productId)
      .order('sort_order');
    if (error) throw error;
    const groups = (
      data as unknown as Array<{
        group: RuleGroup & {
          options: Array<RuleGroup['options'][number] & { sort_order: number }>;
        };
      }>
    ).map(({ group }) => ({
      ...group,
      options: [...group.options]
        .sort((x, y) => x.sort_order - y.sort_order)
        .map((o) => ({ ...o, price: Number(o.price) })),
    }));
    return { price: Number(product!.price), groups };
  }

  it('offers a pizza meio a meio, a burger with adicionais and an açaí to build, one flavour esgotado', async () => {
    const pizza = await groupsOf(MEIO_A_MEIO);
    expect(pizza.groups.map((g) => [g.name, g.min_select, g.max_select, g.pricing])).toEqual([
      ['Tamanho', 1, 1, 'sum'],
      ['Sabores', 1, 2, 'max'],
      ['Borda', 0, 1, 'sum'],
    ]);
    expect(pizza.groups[1]!.options.filter((o) => !o.is_available).map((o) => o.name)).toEqual([
      'Camarão',
    ]);
    const burger = await groupsOf(BURGER);
    expect(burger.groups.map((g) => [g.name, g.min_select, g.max_select])).toEqual([
      ['Adicionais', 0, 5],
    ]);
    expect(burger.groups[0]!.options.some((o) => o.max_quantity === 2)).toBe(true);
    const acai = await groupsOf(ACAI);
    expect(acai.groups.map((g) => [g.name, g.min_select, g.max_select])).toEqual([
      ['Tamanho', 1, 1],
      ['Complementos', 0, 6],
      ['Coberturas', 0, 2],
    ]);
  });

  it('accepts exactly the selections the sheet accepts, at the price the sheet shows (property)', async () => {
    const menus = await Promise.all([MEIO_A_MEIO, BURGER, ACAI].map(groupsOf));
    const products = [MEIO_A_MEIO, BURGER, ACAI].map((id, i) => ({ id, ...menus[i]! }));
    // Per group a few of its options, mostly within the rules (so many orders go through),
    // sometimes one option too many or one above its maximum quantity.
    const groupChoice = (group: RuleGroup) =>
      fc
        .oneof(
          { weight: 5, arbitrary: fc.integer({ min: group.min_select, max: group.max_select }) },
          { weight: 1, arbitrary: fc.integer({ min: 0, max: group.max_select + 1 }) },
        )
        .chain((count) => {
          const size = Math.min(count, group.options.length);
          return fc.shuffledSubarray([...group.options], { minLength: size, maxLength: size });
        })
        .chain((options) =>
          fc.tuple(
            ...options.map((option) =>
              fc
                .oneof(
                  { weight: 5, arbitrary: fc.integer({ min: 1, max: option.max_quantity }) },
                  { weight: 1, arbitrary: fc.constant(option.max_quantity + 1) },
                )
                .map((quantity): [string, number] => [option.id, quantity]),
            ),
          ),
        );
    const choice = fc.constantFrom(...products).chain((product) =>
      fc.tuple(
        fc.constant(product),
        fc
          .tuple(...product.groups.map(groupChoice))
          .map((perGroup) => Object.fromEntries(perGroup.flat()) as Record<string, number>),
      ),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(choice, async ([product, selection]) => {
        const check = checkSelection(product.price, product.groups, selection);
        const { data, error } = await t.anon.rpc('place_order', {
          customer_name: 'Cliente Regras',
          customer_phone: '11987654321',
          customer_address: 'Rua das Flores, 10',
          payment_method: 'pix',
          // Two of each: above the shop's minimum whatever the selection costs.
          items: [
            {
              product_id: product.id,
              quantity: 2,
              options: Object.entries(selection).map(([option_id, quantity]) => ({
                option_id,
                quantity,
              })),
            },
            { product_id: '5e1d0001-0000-4000-8000-000000000001', quantity: 1 },
          ],
        });
        expect(error === null, JSON.stringify([selection, check.problems, error])).toBe(
          check.valid,
        );
        if (check.valid) {
          accepted++;
          const item = (data as unknown as { items: Array<{ price: number }> }).items[0]!;
          expect(Number(item.price)).toBeCloseTo(check.unitPrice, 2);
        } else {
          expect(check.problems.map((p) => p.code)).toContain(error!.details);
        }
      }),
      { numRuns: 80 },
    );
    expect(accepted).toBeGreaterThan(10); // 19–60 in 3000 simulated runs of 80, median 37
  });
});
