import { describe, expect, it } from 'vitest';
import type { RuleGroup } from '@/domain/options';
import { linesSubtotal, makeLine } from './staff-cart';

// The staff's order dialog prices a pizza as the storefront and place_order do: a flavour at its
// price for the chosen size (src/domain/options.ts, docs/ordering-rules.md "Preço por tamanho").
const tamanho: RuleGroup = {
  id: 'tamanho',
  name: 'Tamanho',
  min_select: 1,
  max_select: 1,
  pricing: 'sum',
  options: [
    { id: 'broto', name: 'Broto', price: 0, max_quantity: 1, is_available: true },
    { id: 'grande', name: 'Grande', price: 20, max_quantity: 1, is_available: true },
  ],
};
const sabores: RuleGroup = {
  id: 'sabores',
  name: 'Sabores',
  min_select: 1,
  max_select: 2,
  pricing: 'average',
  depends_on_group_id: 'tamanho',
  options: [
    {
      id: 'mucarela',
      name: 'Muçarela',
      price: 0,
      max_quantity: 1,
      is_available: true,
      prices: { grande: 6 },
    },
    {
      id: 'queijos',
      name: 'Quatro Queijos',
      price: 8,
      max_quantity: 1,
      is_available: true,
      prices: { broto: 8, grande: 14 },
    },
  ],
};
const pizza = { id: 'pizza', name: 'Pizza', price: 30 };

describe('staff lines with prices per size', () => {
  it('prices a broto and a grande meio a meio by the size, averaging the halves', () => {
    const broto = makeLine(pizza, [tamanho, sabores], { broto: 1, mucarela: 1, queijos: 1 });
    const grande = makeLine(pizza, [tamanho, sabores], { grande: 1, mucarela: 1, queijos: 1 }, 2);
    expect(broto.unitPrice).toBe(34);
    expect(grande.unitPrice).toBe(60);
    expect(grande.optionsText).toBe('Tamanho: Grande · ½\u00a0Muçarela · ½\u00a0Quatro Queijos');
    expect(linesSubtotal([broto, grande])).toBe(154);
  });
});
