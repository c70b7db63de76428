import { useMemo, useState } from 'react';
import { checkSelection, describeChoices, type RuleGroup } from '@/domain/options';
import type { MenuProduct } from '@/data/products/schema';
import { MAX_QUANTITY, type CartLine } from '../cart/cart-math';
import type { CartItem } from '../cart/cart-store';
import { selectionOf } from '../cart/line-check';

export const NOTE_MAX_LENGTH = 200;

/** The id of a group's section in the sheet (the sheet scrolls to it when it lacks a choice). */
export const groupElementId = (groupId: string) => `grupo-${groupId}`;

/**
 * What the customer is building in the product sheet: the choices per option, how many and a note,
 * checked and priced by the server's rules at every change. Choices the menu no longer offers (gone,
 * or esgotado meanwhile) simply do not count, so editing a flagged line starts from what still can be.
 */
export function useSheetState(
  product: MenuProduct,
  groups: readonly RuleGroup[],
  line: CartLine | undefined,
) {
  const [selection, setSelection] = useState<Record<string, number>>(() =>
    line ? selectionOf(line) : {},
  );
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [note, setNote] = useState(line?.notes ?? '');

  const effective = useMemo(() => {
    const offered = new Set(
      groups.flatMap((group) => group.options.filter((o) => o.is_available).map((o) => o.id)),
    );
    return Object.fromEntries(
      Object.entries(selection).filter(([id, count]) => count > 0 && offered.has(id)),
    );
  }, [groups, selection]);
  const check = useMemo(
    () => checkSelection(product.price, groups, effective),
    [product.price, groups, effective],
  );

  const actions = {
    /** A single-choice group: this option (and no other of the group), or none. */
    choose(group: RuleGroup, optionId: string | null) {
      setSelection((current) => {
        const next = { ...current };
        for (const option of group.options) delete next[option.id];
        if (optionId) next[optionId] = 1;
        return next;
      });
    },
    setCount(optionId: string, count: number) {
      setSelection((current) => ({ ...current, [optionId]: Math.max(0, count) }));
    },
    setQuantity: (next: number) => setQuantity(Math.min(Math.max(1, next), MAX_QUANTITY)),
    setNote: (next: string) => setNote(next.slice(0, NOTE_MAX_LENGTH)),
  };

  /** The cart item the sheet adds (valid selections only). */
  function item(): CartItem {
    const trimmed = note.trim();
    return {
      id: product.id,
      name: product.name,
      price: check.unitPrice,
      ...(trimmed ? { notes: trimmed } : {}),
      ...(check.chosen.length
        ? {
            options: check.chosen.map(({ group, option, quantity: count, price }) => ({
              id: option.id,
              group: group.name,
              name: option.name,
              price,
              quantity: count,
            })),
            optionsText: describeChoices(check.chosen),
          }
        : {}),
    };
  }

  return { selection: effective, quantity, note, check, actions, item };
}
