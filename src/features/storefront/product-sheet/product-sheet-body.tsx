import { useRef, useState, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatBRL } from '@/domain/format';
import {
  dependentPriceNote,
  lowestPrice,
  missingGroupMessage,
  pricedGroup,
  type RuleGroup,
} from '@/domain/options';
import type { MenuProduct } from '@/data/products/schema';
import type { CartLine } from '../cart/cart-math';
import type { CartItem } from '../cart/cart-store';
import { QuantityStepper } from '../cart/quantity-stepper';
import { ProductImage } from '../product-image';
import { OptionGroupField } from './option-group-field';
import { groupElementId, NOTE_MAX_LENGTH, useSheetState } from './use-sheet-state';

export interface ProductSheetBodyProps {
  product: MenuProduct;
  /** The product's groups, in order (empty for a product without complementos). */
  groups: readonly RuleGroup[];
  /** Editing this cart line rather than adding a new one. */
  line?: CartLine;
  /** Where the groups go while they load or when they failed. */
  groupsPlaceholder?: ReactNode;
  onSubmit: (item: CartItem, quantity: number) => void;
}

/**
 * The product sheet's content: large photo, full description, each group of complementos with its
 * rule, the running price, quantity, a note and "Adicionar · R$ …", enabled once every rule holds
 * (a tap before that scrolls to the group still missing a choice and says so).
 */
export function ProductSheetBody({
  product,
  groups,
  line,
  groupsPlaceholder,
  onSubmit,
}: ProductSheetBodyProps) {
  const { selection, quantity, note, check, actions, item } = useSheetState(product, groups, line);
  const [tried, setTried] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const ready = !groupsPlaceholder;
  const soldOut = Boolean(product.sold_out);
  const canAdd = ready && check.valid && !soldOut;
  const total = (Math.round(check.unitPrice * 100) * quantity) / 100;
  const from = groups.some((group) => group.min_select > 0)
    ? lowestPrice(product.price, groups)
    : product.price;

  function submit() {
    if (soldOut) return;
    if (canAdd) {
      onSubmit(item(), quantity);
      return;
    }
    setTried(true);
    const missing = check.missingGroup;
    if (!missing) return;
    const target = scroller.current?.querySelector<HTMLElement>(`#${groupElementId(missing.id)}`);
    target?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    target?.querySelector<HTMLInputElement>('input:not(:disabled), button:not(:disabled)')?.focus({
      preventScroll: true,
    });
  }

  return (
    <>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <ProductImage
          src={product.image_url}
          fallback="hide"
          sizes="(min-width: 640px) 512px, 100vw"
          priority="first"
          className="aspect-[16/9] max-h-64 w-full sm:max-h-72"
        />
        <div className="space-y-2 px-4 pb-4 pt-4 sm:px-5">
          <DialogPrimitive.Title className="pr-10 text-xl font-bold leading-tight tracking-tight">
            {product.name}
          </DialogPrimitive.Title>
          {product.description && (
            <DialogPrimitive.Description className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
              {product.description}
            </DialogPrimitive.Description>
          )}
          <p className="text-base font-semibold tabular-nums text-primary">
            {groups.length > 0 && from > 0 ? 'A partir de ' : ''}
            {formatBRL(groups.length > 0 ? from : product.price)}
          </p>
        </div>
        {groupsPlaceholder ??
          groups.map((group) => (
            <OptionGroupField
              key={group.id}
              group={pricedGroup(group, groups, selection)}
              priceNote={dependentPriceNote(group, groups, selection)}
              selection={selection}
              units={check.units[group.id] ?? 0}
              error={
                tried && (check.units[group.id] ?? 0) < group.min_select
                  ? missingGroupMessage(group, check.units[group.id] ?? 0)
                  : null
              }
              onChoose={(optionId) => actions.choose(group, optionId)}
              onClear={() => actions.choose(group, null)}
              onCount={actions.setCount}
            />
          ))}
        <div className="grid gap-2 border-t px-4 py-4 sm:px-5">
          <Label htmlFor="item-note">Alguma observação?</Label>
          <Textarea
            id="item-note"
            rows={2}
            value={note}
            maxLength={NOTE_MAX_LENGTH}
            placeholder="Ex.: sem cebola, molho à parte"
            onChange={(event) => actions.setNote(event.target.value)}
          />
          <p className="text-right text-xs text-muted-foreground">
            {note.length}/{NOTE_MAX_LENGTH}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-3 border-t bg-card px-4 py-3 sm:px-5">
        <QuantityStepper
          name={product.name}
          quantity={quantity}
          min={1}
          onDecrement={() => actions.setQuantity(quantity - 1)}
          onIncrement={() => actions.setQuantity(quantity + 1)}
        />
        {/* aria-disabled rather than disabled: it looks disabled, yet a tap says what is missing. */}
        <Button
          size="lg"
          className="h-12 flex-1 rounded-xl text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:shadow-none aria-disabled:hover:bg-primary"
          aria-disabled={!canAdd || undefined}
          onClick={submit}
        >
          {soldOut ? 'Esgotado' : `${line ? 'Atualizar' : 'Adicionar'} · ${formatBRL(total)}`}
        </Button>
      </div>
    </>
  );
}
