import { CircleAlert, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import { lineKey, lineTotal, type CartLine } from './cart-math';
import type { CartItem } from './cart-store';
import { QuantityStepper } from './quantity-stepper';
import { SOLD_OUT_NOTE, UNAVAILABLE_NOTE, UnavailableTag } from './unavailable-tag';

export interface CartActions {
  /** One more of the line (the same choices and note). */
  add: (item: CartItem) => void;
  decrement: (key: string) => void;
  remove: (key: string) => void;
}

interface CartLineItemProps {
  line: CartLine;
  actions: CartActions;
  /** Reopens the product sheet on this line (its choices, quantity and note). */
  onEdit?: (line: CartLine) => void;
}

export function CartLineItem({ line, actions, onEdit }: CartLineItemProps) {
  const key = lineKey(line);
  const gone = line.unavailable === true;
  const editable = !gone && onEdit && (line.options || line.notes || line.problem);
  return (
    <li
      className="py-3.5"
      data-problem={line.problem || gone ? 'true' : undefined}
      data-unavailable={gone || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <div className={gone ? 'min-w-0 opacity-60' : 'min-w-0'}>
          <p className="font-medium leading-snug">{line.name}</p>
          {line.optionsText && (
            <p className="mt-0.5 text-xs leading-snug text-muted-foreground">{line.optionsText}</p>
          )}
          <p className="text-xs text-muted-foreground">{formatBRL(line.price)} cada</p>
          {line.notes && (
            <p className="mt-0.5 text-xs italic text-muted-foreground">{line.notes}</p>
          )}
        </div>
        <p
          className={
            gone
              ? 'shrink-0 tabular-nums text-muted-foreground line-through'
              : 'shrink-0 font-semibold tabular-nums'
          }
        >
          {formatBRL(lineTotal(line))}
        </p>
      </div>
      {gone && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-destructive/10 px-2 py-1.5 text-xs font-medium text-destructive">
          <UnavailableTag soldOut={line.soldOut === true} />
          <span>{line.soldOut ? SOLD_OUT_NOTE : UNAVAILABLE_NOTE}</span>
        </p>
      )}
      {!gone && line.problem && (
        <p className="mt-2 flex gap-1.5 rounded-md bg-destructive/10 px-2 py-1.5 text-xs font-medium text-destructive">
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>
            {line.problem} {onEdit ? 'Toque em Editar para escolher de novo.' : ''}
          </span>
        </p>
      )}
      <div className="mt-2 flex items-center justify-between gap-2">
        {gone ? (
          <span className="text-sm text-muted-foreground">{line.quantity}x</span>
        ) : (
          <QuantityStepper
            name={line.name}
            quantity={line.quantity}
            onDecrement={() => actions.decrement(key)}
            onIncrement={() => actions.add(line)}
          />
        )}
        <div className="flex items-center">
          {editable && (
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              aria-label={`Editar ${line.name}`}
              onClick={() => onEdit(line)}
            >
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className={
              gone
                ? 'text-destructive hover:bg-destructive/10 hover:text-destructive'
                : 'text-muted-foreground hover:bg-destructive/10 hover:text-destructive'
            }
            aria-label={`Remover ${line.name}`}
            onClick={() => actions.remove(key)}
          >
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        </div>
      </div>
    </li>
  );
}
