import { describe, expect, it } from 'vitest';
import { describeOptionLines } from './option-lines';

describe('describeOptionLines', () => {
  it('names each group, and a half-and-half as halves', () => {
    expect(
      describeOptionLines([
        { group: 'Tamanho', pricing: 'sum', name: 'Média (6 fatias)', quantity: 1 },
        { group: 'Sabores', pricing: 'max', name: 'Muçarela', quantity: 1 },
        { group: 'Sabores', pricing: 'max', name: 'Frango com Catupiry', quantity: 1 },
        { group: 'Borda', pricing: 'sum', name: 'Catupiry', quantity: 1 },
      ]),
    ).toBe(
      'Tamanho: Média (6 fatias) · ½\u00a0Muçarela · ½\u00a0Frango com Catupiry · Borda: Catupiry',
    );
  });

  it('lists extras with their quantity under their group', () => {
    expect(
      describeOptionLines([
        { group: 'Adicionais', pricing: 'sum', name: 'Bacon', quantity: 2 },
        { group: 'Adicionais', pricing: 'sum', name: 'Ovo', quantity: 1 },
      ]),
    ).toBe('Adicionais: 2x Bacon, Ovo');
  });

  it('takes two extras of a summed group, or one flavour, for what they are, not halves', () => {
    expect(
      describeOptionLines([
        { group: 'Adicionais', pricing: 'sum', name: 'Bacon', quantity: 1 },
        { group: 'Adicionais', pricing: 'sum', name: 'Ovo', quantity: 1 },
      ]),
    ).toBe('Adicionais: Bacon, Ovo');
    expect(
      describeOptionLines([{ group: 'Sabores', pricing: 'max', name: 'Calabresa', quantity: 1 }]),
    ).toBe('Sabores: Calabresa');
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
