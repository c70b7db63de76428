// Complementos: what a customer's choices are worth and whether place_order will take them. The
// same rules as the server's private.price_line_options (docs/ordering-rules.md), so the product sheet
// enables "Adicionar" exactly when the order would be accepted and shows the price it will cost.

import { describeOptionLines } from '@/domain/option-lines';

export type OptionPricing = 'sum' | 'max';

export interface RuleOption {
  id: string;
  name: string;
  price: number;
  max_quantity: number;
  is_available: boolean;
}

export interface RuleGroup {
  id: string;
  name: string;
  min_select: number;
  max_select: number;
  pricing: OptionPricing;
  /** In the order the menu shows them (the order the server stores them in). */
  options: readonly RuleOption[];
}

/** Option id → how many of it (0 or absent: not chosen). */
export type Selection = Readonly<Record<string, number>>;

/** place_order's refusal codes for complementos. */
export type OptionProblemCode =
  'option_invalid' | 'option_unavailable' | 'option_limit' | 'option_required';

export interface OptionProblem {
  code: OptionProblemCode;
  /** The group concerned (absent for an option the product does not offer). */
  groupId?: string;
  optionId?: string;
}

export interface ChosenOption {
  group: RuleGroup;
  option: RuleOption;
  quantity: number;
}

export interface SelectionCheck {
  valid: boolean;
  /** Every broken rule, options first, then groups in order (the order the server checks them). */
  problems: OptionProblem[];
  /** The first group that still needs a choice, for the sheet to scroll to. */
  missingGroup: RuleGroup | null;
  /** Units chosen per group id. */
  units: Readonly<Record<string, number>>;
  /** What the choices add to one unit, and the unit price with them. */
  extra: number;
  unitPrice: number;
  /** The choices in the order the server stores them: groups in order, options in order. */
  chosen: ChosenOption[];
}

const cents = (value: number) => Math.round(value * 100);

/** The selection without empty entries. */
export function chosenEntries(selection: Selection): Array<[string, number]> {
  return Object.entries(selection).filter(([, quantity]) => quantity > 0);
}

/** Checks and prices `selection` for a product of `productPrice` offering `groups`. */
export function checkSelection(
  productPrice: number,
  groups: readonly RuleGroup[],
  selection: Selection,
): SelectionCheck {
  const owner = new Map<string, { group: RuleGroup; option: RuleOption }>();
  for (const group of groups) {
    for (const option of group.options) owner.set(option.id, { group, option });
  }

  const problems: OptionProblem[] = [];
  for (const [optionId, quantity] of chosenEntries(selection)) {
    const found = owner.get(optionId);
    if (!found) problems.push({ code: 'option_invalid', optionId });
    else if (!found.option.is_available)
      problems.push({ code: 'option_unavailable', groupId: found.group.id, optionId });
    else if (quantity > found.option.max_quantity)
      problems.push({ code: 'option_limit', groupId: found.group.id, optionId });
  }

  const units: Record<string, number> = {};
  const chosen: ChosenOption[] = [];
  let extraCents = 0;
  let missingGroup: RuleGroup | null = null;
  for (const group of groups) {
    let groupUnits = 0;
    let sum = 0;
    let dearest = 0;
    for (const option of group.options) {
      const quantity = selection[option.id] ?? 0;
      if (!(quantity > 0)) continue;
      groupUnits += quantity;
      sum += cents(option.price) * quantity;
      dearest = Math.max(dearest, cents(option.price));
      chosen.push({ group, option, quantity });
    }
    units[group.id] = groupUnits;
    extraCents += group.pricing === 'max' ? dearest : sum;
    if (groupUnits < group.min_select) {
      problems.push({ code: 'option_required', groupId: group.id });
      missingGroup ??= group;
    } else if (groupUnits > group.max_select) {
      problems.push({ code: 'option_limit', groupId: group.id });
    }
  }

  return {
    valid: problems.length === 0,
    problems,
    missingGroup,
    units,
    extra: extraCents / 100,
    unitPrice: (cents(productPrice) + extraCents) / 100,
    chosen,
  };
}

/** The rule of a group in words: "Escolha 1", "Escolha até 3", "Escolha de 2 a 4". */
export function groupRuleText(group: Pick<RuleGroup, 'min_select' | 'max_select'>): string {
  const { min_select: min, max_select: max } = group;
  // One at most reads "Escolha 1" whether or not it is required (the badge says which).
  if (min === max || max === 1) return `Escolha ${max}`;
  if (min === 0) return `Escolha até ${max}`;
  return `Escolha de ${min} a ${max}`;
}

/** The note a group charged by its dearest option shows. */
export function groupPricingNote(group: Pick<RuleGroup, 'pricing' | 'max_select'>): string | null {
  if (group.pricing !== 'max' || group.max_select < 2) return null;
  return group.max_select === 2
    ? 'Meio a meio: cobra o sabor mais caro'
    : 'Cobra o sabor mais caro entre os escolhidos';
}

/** What the customer reads when a group still lacks a choice: "Escolha uma opção em Tamanho". */
export function missingGroupMessage(group: RuleGroup, units: number): string {
  const missing = group.min_select - units;
  const what = missing === 1 ? 'uma opção' : `${missing} opções`;
  return units === 0 ? `Escolha ${what} em ${group.name}` : `Escolha mais ${what} em ${group.name}`;
}

/** The choices in one line, as every order screen and paper reads them (describeOptionLines). */
export function describeChoices(chosen: readonly ChosenOption[]): string {
  return describeOptionLines(
    chosen.map(({ group, option, quantity }) => ({
      group: group.name,
      pricing: group.pricing,
      name: option.name,
      quantity,
    })),
  );
}

/** The cheapest a product with these groups can cost ("a partir de"), its available options only. */
export function lowestPrice(productPrice: number, groups: readonly RuleGroup[]): number {
  let total = cents(productPrice);
  for (const group of groups) {
    if (group.min_select === 0) continue;
    const prices = group.options
      .filter((option) => option.is_available)
      .flatMap((option) => Array<number>(option.max_quantity).fill(cents(option.price)))
      .sort((a, b) => a - b)
      .slice(0, group.min_select);
    total += group.pricing === 'max' ? Math.max(0, ...prices) : prices.reduce((a, b) => a + b, 0);
  }
  return total / 100;
}

/** Why a selection cannot be ordered, in one sentence (its first broken rule), or null. */
export function selectionProblemMessage(
  check: SelectionCheck,
  groups: readonly RuleGroup[],
): string | null {
  const problem = check.problems[0];
  if (!problem) return null;
  const group = groups.find((g) => g.id === problem.groupId);
  const option = group?.options.find((o) => o.id === problem.optionId);
  switch (problem.code) {
    case 'option_invalid':
      return 'Uma das opções escolhidas não existe mais.';
    case 'option_unavailable':
      return `Esgotado: ${option?.name ?? 'uma das opções'}.`;
    case 'option_limit':
      if (option) {
        const times = option.max_quantity === 1 ? 'vez' : 'vezes';
        return `"${option.name}" pode ser escolhido no máximo ${option.max_quantity} ${times}.`;
      }
      return `Em ${group?.name ?? 'um dos grupos'} escolha no máximo ${group?.max_select ?? 1}.`;
    case 'option_required':
      return group ? `${missingGroupMessage(group, check.units[group.id] ?? 0)}.` : null;
  }
}
