// The owner's complementos editor against a real stack: save_option_group writes a group and its
// options in one transaction, for staff only. Linking groups to a product is in
// option-admin-links.test.ts; the demo menu's sheet rules against place_order in
// option-admin-demo-menu.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { save } from './support/option-admin.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();

interface OptionInput {
  id?: string;
  name: string;
  price: number;
  max_quantity?: number;
  is_available?: boolean;
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
