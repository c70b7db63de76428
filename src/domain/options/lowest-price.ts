// "A partir de": the cheapest a product can cost with its required complementos.

import { cents, groupCharge, optionPrice, type RuleGroup, type Selection } from './selection';

/** The cheapest a product with these groups can cost ("a partir de"), its available options only. */
export function lowestPrice(productPrice: number, groups: readonly RuleGroup[]): number {
  // With prices per size, try each size a required group on which others depend can take.
  const dependedOn = groups.find(
    (group) => group.min_select > 0 && groups.some((g) => g.depends_on_group_id === group.id),
  );
  const sizes = dependedOn?.options.filter((option) => option.is_available) ?? [];
  if (!dependedOn || sizes.length === 0) return lowestWith(productPrice, groups, {});
  return Math.min(
    ...sizes.map((size) => lowestWith(productPrice, groups, { [size.id]: 1 }, dependedOn.id)),
  );
}

function lowestWith(
  productPrice: number,
  groups: readonly RuleGroup[],
  size: Selection,
  sizeGroupId?: string,
): number {
  let total = cents(productPrice);
  for (const group of groups) {
    if (group.id === sizeGroupId) {
      const option = group.options.find((o) => (size[o.id] ?? 0) > 0)!;
      total += cents(option.price);
      continue;
    }
    if (group.min_select === 0) continue;
    const prices = group.options
      .filter((option) => option.is_available)
      .flatMap((option) =>
        Array<number>(option.max_quantity).fill(cents(optionPrice(group, option, groups, size))),
      )
      .sort((a, b) => a - b)
      .slice(0, group.min_select);
    total += groupCharge(
      group.pricing,
      prices.reduce((a, b) => a + b, 0),
      Math.max(0, ...prices),
      prices.length,
    );
  }
  return total / 100;
}
