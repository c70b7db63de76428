// The owner's complementos editor against a real stack: save_option_group writes a group and its
// options in one transaction, set_product_option_groups links groups to a product in order, both
// for staff only. And the storefront's rules (src/domain/options/) agree with place_order on the
// demo menu: what the product sheet accepts and the price it shows are what the server takes.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSelection, type RuleGroup } from '../src/domain/options/index.ts';
import { type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const COXINHA = '5e1d0001-0000-4000-8000-000000000006';
const MEIO_A_MEIO = '5e1d0001-0000-4000-8000-000000000013';
const BURGER = '5e1d0001-0000-4000-8000-000000000004';
const ACAI = '5e1d0001-0000-4000-8000-000000000014';

const t = useStack();

interface OptionInput {
  id?: string;
  name: string;
  price: number;
  max_quantity?: number;
  is_available?: boolean;
}

function save(
  client: TestClient,
  group: { id?: string; name: string; min: number; max: number; pricing?: string },
  options: unknown,
) {
  return client.rpc('save_option_group', {
    name: group.name,
    min_select: group.min,
    max_select: group.max,
    pricing: group.pricing ?? 'sum',
    options: options as never,
    ...(group.id ? { group_id: group.id } : {}),
  });
}

async function groupRow(id: string) {
  const { data, error } = await t.service
    .from('option_groups')
    .select(
      'name, min_select, max_select, pricing, options(id, name, price, max_quantity, is_available, sort_order)',
    )
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  type Row = {
    id: string;
    name: string;
    price: number;
    max_quantity: number;
    is_available: boolean;
    sort_order: number;
  };
  const options = [...(data.options as Row[])]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((o) => ({ ...o, price: Number(o.price) }));
  return { ...data, options };
}

async function linksOf(productId: string) {
  const { data, error } = await t.service
    .from('product_option_groups')
    .select('group_id, sort_order')
    .eq('product_id', productId)
    .order('sort_order');
  if (error) throw error;
  return data.map((link) => link.group_id as string);
}

describe('save_option_group', () => {
  let groupId: string;
  let ids: string[];

  it('creates a group with its options, in the order sent', async () => {
    const options: OptionInput[] = [
      { name: ' Molho da casa ', price: 0 },
      { name: 'Bacon', price: 5, max_quantity: 2 },
      { name: 'Cheddar', price: 4.5, is_available: false },
    ];
    const { data, error } = await save(t.owner, { name: ' Extras ', min: 0, max: 3 }, options);
    expect(error).toBeNull();
    groupId = data as string;
    const row = await groupRow(groupId);
    expect(row).toMatchObject({ name: 'Extras', min_select: 0, max_select: 3, pricing: 'sum' });
    expect(row!.options.map((o) => [o.name, o.price, o.max_quantity, o.is_available])).toEqual([
      ['Molho da casa', 0, 1, true],
      ['Bacon', 5, 2, true],
      ['Cheddar', 4.5, 1, false],
    ]);
    ids = row!.options.map((o) => o.id as string);
  });

  it('changes it: kept options keep their ids, new ones are added, left-out ones removed, reordered', async () => {
    const { error } = await save(
      t.owner,
      { id: groupId, name: 'Adicionais', min: 1, max: 2, pricing: 'max' },
      [
        { id: ids[2], name: 'Cheddar', price: 5, is_available: true },
        { name: 'Ovo', price: 2.5 },
        { id: ids[1], name: 'Bacon crocante', price: 6, max_quantity: 2 },
      ],
    );
    expect(error).toBeNull();
    const row = await groupRow(groupId);
    expect(row).toMatchObject({ name: 'Adicionais', min_select: 1, max_select: 2, pricing: 'max' });
    expect(row!.options.map((o) => [o.id === ids[2] || o.id === ids[1], o.name, o.price])).toEqual([
      [true, 'Cheddar', 5],
      [false, 'Ovo', 2.5],
      [true, 'Bacon crocante', 6],
    ]);
    const { count } = await t.service
      .from('options')
      .select('id', { count: 'exact', head: true })
      .eq('id', ids[0]!);
    expect(count).toBe(0);
  });

  it('refuses broken groups in pt-BR and changes nothing', async () => {
    const before = await groupRow(groupId);
    const cases: Array<[Parameters<typeof save>[1], unknown]> = [
      [{ id: groupId, name: '  ', min: 0, max: 1 }, []],
      [{ id: groupId, name: 'X', min: 3, max: 2 }, []],
      [{ id: groupId, name: 'X', min: 0, max: 0 }, []],
      [{ id: groupId, name: 'X', min: 0, max: 1 }, 'nada'],
      [{ id: groupId, name: 'X', min: 0, max: 1 }, [{ name: 'Sem preço' }]],
      [{ id: groupId, name: 'X', min: 0, max: 1 }, [{ name: '', price: 1 }]],
      [{ id: groupId, name: 'X', min: 0, max: 1 }, [{ id: 'nope', name: 'A', price: 1 }]],
    ];
    for (const [group, options] of cases) {
      const { error } = await save(t.owner, group, options);
      expect(error?.code, JSON.stringify([group, options])).toBe('P0001');
      expect(error?.details).toBe('invalid_option_group');
    }
    // A constraint failing half-way (a negative price after a valid option) rolls everything back.
    const { error } = await save(t.owner, { id: groupId, name: 'Meio salvo', min: 0, max: 2 }, [
      { name: 'Válida', price: 1 },
      { name: 'Negativa', price: -1 },
    ]);
    expect(error?.code).toBe('23514');
    expect(await groupRow(groupId)).toEqual(before);
  });

  it('is for staff only: anon and other accounts are refused and write nothing', async () => {
    const outsider = await nonStaffClient(t.stack);
    const before = await groupRow(groupId);
    for (const client of [t.anon, outsider]) {
      const created = await save(client, { name: 'Intruso', min: 0, max: 1 }, []);
      expect(created.error).not.toBeNull();
      const changed = await save(client, { id: groupId, name: 'Invadido', min: 0, max: 1 }, []);
      expect(changed.error).not.toBeNull();
    }
    const outsiderSays = await save(outsider, { name: 'Intruso', min: 0, max: 1 }, []);
    expect(outsiderSays.error?.message).toBe(
      'Apenas a equipe da loja pode alterar os complementos.',
    );
    expect(await groupRow(groupId)).toEqual(before);
    const { count } = await t.service
      .from('option_groups')
      .select('id', { count: 'exact', head: true })
      .eq('name', 'Intruso');
    expect(count).toBe(0);
  });

  it('a group that is gone says so', async () => {
    const { error } = await save(
      t.owner,
      { id: '00000000-0000-4000-8000-000000000000', name: 'Fantasma', min: 0, max: 1 },
      [],
    );
    expect(error?.details).toBe('not_found');
  });
});

describe('set_product_option_groups', () => {
  let a: string;
  let b: string;
  let c: string;

  beforeAll(async () => {
    const made = await Promise.all(
      ['Molhos', 'Bebida do combo', 'Sobremesa do combo'].map((name) =>
        save(t.owner, { name, min: 0, max: 1 }, [{ name: 'Uma', price: 1 }]),
      ),
    );
    [a, b, c] = made.map((result) => result.data as string) as [string, string, string];
  });

  it('links groups in order, reorders and unlinks them', async () => {
    expect(
      (await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [b, a] }))
        .error,
    ).toBeNull();
    expect(await linksOf(COXINHA)).toEqual([b, a]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [a, c, b] });
    expect(await linksOf(COXINHA)).toEqual([a, c, b]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [c] });
    expect(await linksOf(COXINHA)).toEqual([c]);
    // The menu sees it: the coxinha now has complementos.
    const { data } = await t.anon
      .from('products')
      .select('id, product_option_groups(group_id)')
      .eq('id', COXINHA)
      .single();
    expect(data!.product_option_groups).toEqual([{ group_id: c }]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [] });
    expect(await linksOf(COXINHA)).toEqual([]);
  });

  it('refuses unknown groups or products and outsiders, changing nothing', async () => {
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [a] });
    const ghost = '00000000-0000-4000-8000-000000000000';
    const unknownGroup = await t.owner.rpc('set_product_option_groups', {
      product_id: COXINHA,
      group_ids: [b, ghost],
    });
    expect(unknownGroup.error?.details).toBe('not_found');
    const unknownProduct = await t.owner.rpc('set_product_option_groups', {
      product_id: ghost,
      group_ids: [a],
    });
    expect(unknownProduct.error?.details).toBe('not_found');
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const { error } = await client.rpc('set_product_option_groups', {
        product_id: COXINHA,
        group_ids: [b, c],
      });
      expect(error).not.toBeNull();
    }
    expect(await linksOf(COXINHA)).toEqual([a]);
    await t.owner.rpc('set_product_option_groups', { product_id: COXINHA, group_ids: [] });
  });
});

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
