import { describe, expect, it } from 'vitest';
import { ruleGroup, ruleOption } from '@/test/rule-groups';
import { linesSubtotal, makeLine } from './staff-cart';

// The staff's order dialog prices a pizza as the storefront and place_order do: a flavour at its
// price for the chosen size (src/domain/options.ts, docs/ordering-rules.md "Preço por tamanho").
const tamanho = ruleGroup('tamanho', { min_select: 1, max_select: 1, pricing: 'sum' }, [
  ruleOption('broto', 0),
  ruleOption('grande', 20),
]);
const sabores = ruleGroup(
  'sabores',
  { min_select: 1, max_select: 2, pricing: 'average', depends_on_group_id: 'tamanho' },
  [
    ruleOption('mucarela', 0, { name: 'Muçarela', prices: { grande: 6 } }),
    ruleOption('queijos', 8, { name: 'Quatro Queijos', prices: { broto: 8, grande: 14 } }),
  ],
);
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
