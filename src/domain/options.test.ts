import { describe, expect, it } from 'vitest';
import {
  checkSelection,
  describeChoices,
  groupPricingNote,
  groupRuleText,
  dependentPriceNote,
  lowestPrice,
  missingGroupMessage,
  optionPrice,
  pricedGroup,
  type RuleGroup,
} from './options';
import { ruleGroup, ruleOption } from '@/test/rule-groups';

const tamanho = ruleGroup('tamanho', { min_select: 1, max_select: 1, pricing: 'sum' }, [
  ruleOption('broto', 0),
  ruleOption('grande', 10),
]);
const sabores = ruleGroup('sabores', { min_select: 1, max_select: 2, pricing: 'max' }, [
  ruleOption('calabresa', 5),
  ruleOption('portuguesa', 6),
  ruleOption('camarao', 20),
]);
const borda = ruleGroup('borda', { min_select: 0, max_select: 1, pricing: 'sum' }, [
  ruleOption('catupiry', 8),
  ruleOption('cheddar', 9, { is_available: false }),
]);
const adicionais = ruleGroup('adicionais', { min_select: 0, max_select: 5, pricing: 'sum' }, [
  ruleOption('bacon', 4, { max_quantity: 2 }),
  ruleOption('ovo', 2.5, { max_quantity: 2 }),
]);
const pizza = [tamanho, sabores, borda];

describe('checkSelection', () => {
  it('prices size + the dearest flavour (meio a meio) + border, as place_order does', () => {
    const check = checkSelection(49.9, pizza, {
      grande: 1,
      calabresa: 1,
      camarao: 1,
      catupiry: 1,
    });
    expect(check.valid).toBe(true);
    // 49.90 + 10 + max(5, 20) + 8
    expect(check.unitPrice).toBe(87.9);
    expect(check.extra).toBe(38);
    expect(check.chosen.map((c) => c.option.id)).toEqual([
      'grande',
      'calabresa',
      'camarao',
      'catupiry',
    ]);
  });

  it('adds each extra × its quantity in a sum group, without float drift', () => {
    const check = checkSelection(32.9, [adicionais], { bacon: 2, ovo: 1 });
    expect(check.valid).toBe(true);
    expect(check.unitPrice).toBe(43.4);
  });

  it('names the first group still missing a choice, and does not count empty entries', () => {
    const check = checkSelection(49.9, pizza, { calabresa: 1, broto: 0 });
    expect(check.valid).toBe(false);
    expect(check.missingGroup?.id).toBe('tamanho');
    expect(check.problems).toEqual([{ code: 'option_required', groupId: 'tamanho' }]);
    expect(checkSelection(49.9, pizza, { broto: 1 }).missingGroup?.id).toBe('sabores');
  });

  it('refuses what the server refuses: too many, esgotado, above an option maximum, unknown', () => {
    const codes = (selection: Record<string, number>, groups = pizza) =>
      checkSelection(0, groups, selection).problems.map((p) => p.code);
    expect(codes({ broto: 1, grande: 1, calabresa: 1 })).toEqual(['option_limit']);
    expect(codes({ broto: 1, calabresa: 1, portuguesa: 1, camarao: 1 })).toEqual(['option_limit']);
    expect(codes({ broto: 1, calabresa: 1, cheddar: 1 })).toEqual(['option_unavailable']);
    expect(codes({ bacon: 3 }, [adicionais])).toEqual(['option_limit']);
    expect(codes({ broto: 1, calabresa: 1, bacon: 1 })).toEqual(['option_invalid']);
    expect(checkSelection(0, [adicionais], {}).valid).toBe(true);
  });
});

describe('the rules in words', () => {
  it('says how many to choose', () => {
    expect(groupRuleText(tamanho)).toBe('Escolha 1');
    expect(groupRuleText({ min_select: 0, max_select: 3 })).toBe('Escolha até 3');
    expect(groupRuleText(sabores)).toBe('Escolha de 1 a 2');
    expect(groupRuleText({ min_select: 2, max_select: 2 })).toBe('Escolha 2');
    expect(groupRuleText(borda)).toBe('Escolha 1');
  });

  it('explains meio a meio on a two-flavour group charged by the dearest', () => {
    expect(groupPricingNote(sabores)).toBe('Meio a meio: cobra o sabor mais caro');
    expect(groupPricingNote(adicionais)).toBeNull();
    expect(groupPricingNote({ pricing: 'max', max_select: 1 })).toBeNull();
  });

  it('says what is missing', () => {
    expect(missingGroupMessage(tamanho, 0)).toBe('Escolha uma opção em Tamanho');
    expect(missingGroupMessage({ ...sabores, min_select: 2 }, 1)).toBe(
      'Escolha mais uma opção em Sabores',
    );
    expect(missingGroupMessage({ ...sabores, min_select: 3 }, 0)).toBe(
      'Escolha 3 opções em Sabores',
    );
  });

  it('describes a line: halves, single choices by group, quantities', () => {
    const chosen = checkSelection(0, [...pizza, adicionais], {
      grande: 1,
      calabresa: 1,
      portuguesa: 1,
      catupiry: 1,
      bacon: 2,
      ovo: 1,
    }).chosen;
    expect(describeChoices(chosen)).toBe(
      'Tamanho: Grande · ½\u00a0Calabresa · ½\u00a0Portuguesa · Borda: Catupiry · Adicionais: 2x Bacon, Ovo',
    );
    expect(describeChoices(checkSelection(0, pizza, { broto: 1, camarao: 1 }).chosen)).toBe(
      'Tamanho: Broto · Sabores: Camarao',
    );
    expect(describeChoices([])).toBe('');
  });
});

describe('lowestPrice', () => {
  it('is the product with the cheapest available choice of each required group', () => {
    expect(lowestPrice(49.9, pizza)).toBe(54.9);
    expect(lowestPrice(32.9, [adicionais])).toBe(32.9);
    const noneLeft = { ...tamanho, options: [ruleOption('broto', 3, { is_available: false })] };
    expect(lowestPrice(10, [noneLeft])).toBe(10);
  });
});

describe('prices per size (a group priced by the chosen option of another)', () => {
  const porTamanho: RuleGroup = {
    ...sabores,
    depends_on_group_id: 'tamanho',
    options: [
      ruleOption('calabresa', 5, { prices: { broto: 3, grande: 9 } }),
      ruleOption('portuguesa', 6, { prices: { grande: 12.01 } }),
      ruleOption('camarao', 20),
    ],
  };
  const menu = [tamanho, porTamanho, borda];

  it("takes the chosen size's price, else the option's own", () => {
    const [calabresa, portuguesa, camarao] = porTamanho.options;
    expect(optionPrice(porTamanho, calabresa!, menu, { broto: 1 })).toBe(3);
    expect(optionPrice(porTamanho, calabresa!, menu, { grande: 1 })).toBe(9);
    expect(optionPrice(porTamanho, calabresa!, menu, {})).toBe(5);
    expect(optionPrice(porTamanho, portuguesa!, menu, { broto: 1 })).toBe(6);
    expect(optionPrice(porTamanho, camarao!, menu, { grande: 1 })).toBe(20);
    // A size of a group the product does not offer changes nothing.
    expect(optionPrice(porTamanho, calabresa!, [porTamanho], { grande: 1 })).toBe(5);
    expect(pricedGroup(porTamanho, menu, { grande: 1 }).options.map((o) => o.price)).toEqual([
      9, 12.01, 20,
    ]);
  });

  it('prices a broto and a grande meio a meio differently, by max or by average', () => {
    const broto = checkSelection(40, menu, { broto: 1, calabresa: 1, portuguesa: 1 });
    expect(broto.unitPrice).toBe(40 + 0 + 6);
    const grande = checkSelection(40, menu, { grande: 1, calabresa: 1, portuguesa: 1 });
    expect(grande.unitPrice).toBe(40 + 10 + 12.01);
    expect(grande.chosen.map((c) => c.price)).toEqual([10, 9, 12.01]);
    const media = [tamanho, { ...porTamanho, pricing: 'average' as const }, borda];
    // (9 + 12,01) / 2 = 10,505 → 10,51, as PostgreSQL's round() gives
    expect(checkSelection(40, media, { grande: 1, calabresa: 1, portuguesa: 1 }).unitPrice).toBe(
      60.51,
    );
    expect(checkSelection(40, media, { broto: 1, calabresa: 1 }).unitPrice).toBe(43);
    expect(
      describeChoices(checkSelection(40, media, { grande: 1, calabresa: 1, portuguesa: 1 }).chosen),
    ).toBe('Tamanho: Grande · ½\u00a0Calabresa · ½\u00a0Portuguesa');
  });

  it('starts "a partir de" at the cheapest size with its cheapest flavour', () => {
    expect(lowestPrice(40, menu)).toBe(43);
    const dearBroto = {
      ...porTamanho,
      options: [ruleOption('calabresa', 5, { prices: { broto: 30, grande: 1 } })],
    };
    expect(lowestPrice(40, [tamanho, dearBroto])).toBe(51);
  });

  it('says which prices the sheet shows', () => {
    expect(dependentPriceNote(porTamanho, menu, {})).toBe('Os preços mudam conforme Tamanho');
    expect(dependentPriceNote(porTamanho, menu, { grande: 1 })).toBe('Preços para Grande');
    expect(dependentPriceNote(sabores, menu, { grande: 1 })).toBeNull();
    expect(groupPricingNote({ pricing: 'average', max_select: 2 })).toBe(
      'Meio a meio: cobra a média dos sabores',
    );
  });
});
