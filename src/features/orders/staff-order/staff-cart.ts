// The lines a member builds in "Novo pedido" and "Editar pedido": the product, its complementos
// (checked and priced by the same rules as the storefront's sheet, src/domain/options.ts), how
// many and a note. Prices here are an estimate for the screen: the server prices the order.
import { checkSelection, describeChoices, type RuleGroup, type Selection } from '@/domain/options';
import type { StaffOrderLine } from '@/data/orders/place-staff-order';

export interface StaffLine {
  key: string;
  productId: string;
  name: string;
  /** One unit with its complementos (the screen's estimate). */
  unitPrice: number;
  quantity: number;
  selection: Selection;
  optionsText: string;
  notes: string;
}

let counter = 0;
const nextKey = () => `linha-${++counter}`;

export function makeLine(
  product: { id: string; name: string; price: number },
  groups: readonly RuleGroup[],
  selection: Selection,
  quantity = 1,
  notes = '',
): StaffLine {
  const check = checkSelection(product.price, groups, selection);
  return {
    key: nextKey(),
    productId: product.id,
    name: product.name,
    unitPrice: check.unitPrice,
    quantity,
    selection,
    optionsText: describeChoices(check.chosen),
    notes,
  };
}

export const cents = (value: number) => Math.round(value * 100) / 100;

export function linesSubtotal(lines: readonly StaffLine[]): number {
  return cents(
    lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0) / 100,
  );
}

/** What the server receives: ids and quantities, never prices. */
export function toServerLines(lines: readonly StaffLine[]): StaffOrderLine[] {
  return lines.map((line) => {
    const options = Object.entries(line.selection)
      .filter(([, count]) => count > 0)
      .map(([option_id, quantity]) => (quantity > 1 ? { option_id, quantity } : { option_id }));
    const notes = line.notes.trim();
    return {
      product_id: line.productId,
      quantity: line.quantity,
      ...(notes ? { notes } : {}),
      ...(options.length ? { options } : {}),
    };
  });
}

/** An order's stored lines back into editable lines (the edit starts from what was ordered). */
export function linesFromOrder(
  items: ReadonlyArray<{
    product_id?: string | null;
    name: string;
    price: number;
    quantity: number;
    notes?: string | null;
    options?: ReadonlyArray<{
      option_id?: string | null;
      name: string;
      quantity?: number | null;
    }> | null;
  }>,
): StaffLine[] {
  return items
    .filter((item) => item.product_id)
    .map((item) => {
      const selection: Record<string, number> = {};
      for (const option of item.options ?? []) {
        if (option.option_id) selection[option.option_id] = option.quantity ?? 1;
      }
      return {
        key: nextKey(),
        productId: item.product_id!,
        name: item.name,
        unitPrice: Number(item.price),
        quantity: item.quantity,
        selection,
        optionsText: (item.options ?? []).map((o) => o.name).join(' · '),
        notes: item.notes ?? '',
      };
    });
}

/** An order is editable until it is delivered or cancelled (the server refuses after: order_closed). */
export function canEditItems(order: { status: string }): boolean {
  return order.status !== 'delivered' && order.status !== 'cancelled';
}
