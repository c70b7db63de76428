import {
  checkSelection,
  describeChoices,
  selectionProblemMessage,
  type RuleGroup,
} from '@/domain/options';
import type { CartLine, CartOption } from './cart-math';
import type { CartProduct, MenuCheck } from './cart-store';

/** A line's choices as the rules read them (an option listed twice counts twice, as on the server). */
export function selectionOf(line: Pick<CartLine, 'options'>): Record<string, number> {
  const selection: Record<string, number> = {};
  for (const option of line.options ?? []) {
    selection[option.id] = (selection[option.id] ?? 0) + option.quantity;
  }
  return selection;
}

/**
 * Checks cart lines against the menu's complementos (product id → its groups): a line that still
 * holds gets today's names and prices; one that no longer does gets the reason.
 */
export function lineChecker(
  groupsByProduct: Readonly<Record<string, readonly RuleGroup[]>>,
): NonNullable<MenuCheck['checkLine']> {
  return (line: CartLine, product: CartProduct) => {
    const groups = groupsByProduct[line.id] ?? [];
    const check = checkSelection(product.price, groups, selectionOf(line));
    if (!check.valid) {
      return { problem: selectionProblemMessage(check, groups) ?? 'Revise as opções deste item.' };
    }
    const options: CartOption[] = check.chosen.map(({ group, option, quantity, price }) => ({
      id: option.id,
      group: group.name,
      name: option.name,
      price,
      quantity,
    }));
    const next: CartLine = { ...line, price: check.unitPrice };
    delete next.problem;
    delete next.options;
    delete next.optionsText;
    if (options.length) {
      next.options = options;
      next.optionsText = describeChoices(check.chosen);
    }
    return { line: next };
  };
}
