// Complementos: what a customer's choices are worth and whether place_order will take them. The
// same rules as the server's private.price_line_options (docs/ordering-rules.md), so the product sheet
// enables "Adicionar" exactly when the order would be accepted and shows the price it will cost.

/** sum: each choice adds its price; max: the dearest choice (meio a meio); average: the average of
 * the choices, to the cent (meio a meio by the average of the halves). */
export type OptionPricing = 'sum' | 'max' | 'average';

export interface RuleOption {
  id: string;
  name: string;
  /** Its own price, when the group's prices depend on nothing or the table has no cell for it. */
  price: number;
  max_quantity: number;
  is_available: boolean;
  /** Its price per option of the group it depends on (option id → price): a flavour per size. */
  prices?: Readonly<Record<string, number>>;
}

export interface RuleGroup {
  id: string;
  name: string;
  min_select: number;
  max_select: number;
  pricing: OptionPricing;
  /** The group whose chosen option sets this group's prices (e.g. Sabores by Tamanho). */
  depends_on_group_id?: string | null;
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
  /** What one of it costs on this line (its price for the chosen size, or its own). */
  price: number;
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

export const cents = (value: number) => Math.round(value * 100);

/** A group's charge in cents from its chosen units' sum and dearest price (cents). */
export function groupCharge(
  pricing: OptionPricing,
  sum: number,
  dearest: number,
  units: number,
): number {
  if (pricing === 'max') return dearest;
  // round() of a positive numeric in PostgreSQL rounds half up too.
  if (pricing === 'average') return units > 0 ? Math.round(sum / units) : 0;
  return sum;
}

/** The selection without empty entries. */
export function chosenEntries(selection: Selection): Array<[string, number]> {
  return Object.entries(selection).filter(([, quantity]) => quantity > 0);
}

/**
 * What `option` of `group` costs with `selection`: its price for the first chosen option (menu
 * order) of the group its group depends on, when the table has one, else its own price. The same
 * rule as the server's private.price_line_options.
 */
export function optionPrice(
  group: Pick<RuleGroup, 'depends_on_group_id'>,
  option: RuleOption,
  groups: readonly RuleGroup[],
  selection: Selection,
): number {
  const dependsOn = group.depends_on_group_id
    ? groups.find((g) => g.id === group.depends_on_group_id)
    : undefined;
  if (!dependsOn || !option.prices) return option.price;
  for (const choice of dependsOn.options) {
    if (!((selection[choice.id] ?? 0) > 0)) continue;
    const price = option.prices[choice.id];
    if (price !== undefined) return price;
    break;
  }
  return option.price;
}

/** `group` with each option at its price for `selection` (what the sheet and the picker show). */
export function pricedGroup(
  group: RuleGroup,
  groups: readonly RuleGroup[],
  selection: Selection,
): RuleGroup {
  if (!group.depends_on_group_id) return group;
  return {
    ...group,
    options: group.options.map((option) => ({
      ...option,
      price: optionPrice(group, option, groups, selection),
    })),
  };
}

/**
 * For a group priced by another group's choice: "Preços para Grande (8 fatias)" once it is chosen,
 * "Os preços mudam conforme Tamanho" before; null for any other group.
 */
export function dependentPriceNote(
  group: RuleGroup,
  groups: readonly RuleGroup[],
  selection: Selection,
): string | null {
  const dependsOn = groups.find((g) => g.id === group.depends_on_group_id);
  if (!dependsOn || !group.options.some((o) => o.prices && Object.keys(o.prices).length > 0)) {
    return null;
  }
  const chosen = dependsOn.options.find((option) => (selection[option.id] ?? 0) > 0);
  return chosen ? `Preços para ${chosen.name}` : `Os preços mudam conforme ${dependsOn.name}`;
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
      const price = optionPrice(group, option, groups, selection);
      groupUnits += quantity;
      sum += cents(price) * quantity;
      dearest = Math.max(dearest, cents(price));
      chosen.push({ group, option, quantity, price });
    }
    units[group.id] = groupUnits;
    extraCents += groupCharge(group.pricing, sum, dearest, groupUnits);
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
