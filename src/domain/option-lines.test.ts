import { describe, expect, it } from 'vitest';
import { describeOptionLines, type OptionLine } from './option-lines';

/** A chosen option of a group priced by `pricing`, in one call: sum('Adicionais', 'Bacon', 2). */
const chosen =
  (pricing: 'sum' | 'max') =>
  (group: string, name: string, quantity = 1): OptionLine => ({ group, pricing, name, quantity });
/** Extras, a size, a border: their prices add up. */
const sum = chosen('sum');
/** Flavours priced by the dearest one (a half-and-half pizza). */
const max = chosen('max');

describe('describeOptionLines', () => {
  it('names each group, and a half-and-half as halves', () => {
    expect(
      describeOptionLines([
        sum('Tamanho', 'Média (6 fatias)'),
        max('Sabores', 'Muçarela'),
        max('Sabores', 'Frango com Catupiry'),
        sum('Borda', 'Catupiry'),
      ]),
    ).toBe(
      'Tamanho: Média (6 fatias) · ½\u00a0Muçarela · ½\u00a0Frango com Catupiry · Borda: Catupiry',
    );
  });

  it('lists extras with their quantity under their group', () => {
    expect(describeOptionLines([sum('Adicionais', 'Bacon', 2), sum('Adicionais', 'Ovo')])).toBe(
      'Adicionais: 2x Bacon, Ovo',
    );
  });

  it('takes two extras of a summed group, or one flavour, for what they are, not halves', () => {
    expect(describeOptionLines([sum('Adicionais', 'Bacon'), sum('Adicionais', 'Ovo')])).toBe(
      'Adicionais: Bacon, Ovo',
    );
    expect(describeOptionLines([max('Sabores', 'Calabresa')])).toBe('Sabores: Calabresa');
  });

  it('reads orders stored before groups or their pricing: names only, never halves', () => {
    expect(
      describeOptionLines([
        { group: 'Sabores', name: 'Muçarela', quantity: 1 },
        { group: 'Sabores', name: 'Calabresa', quantity: 1 },
      ]),
    ).toBe('Sabores: Muçarela, Calabresa');
    expect(describeOptionLines([{ name: 'Bacon', quantity: 3 }])).toBe('3x Bacon');
    expect(describeOptionLines([])).toBe('');
  });
});
