import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/lib/format';
import { cartSubtotal, type CartLine } from './cart-math';
import { QuantityStepper } from './quantity-stepper';

export interface CartActions {
  add: (product: { id: string; name: string; price: number }) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
}

export function CartLineItem({ line, actions }: { line: CartLine; actions: CartActions }) {
  return (
    <li className="py-3.5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium leading-snug">{line.name}</p>
          <p className="text-xs text-muted-foreground">{formatBRL(line.price)} cada</p>
          {line.notes && (
            <p className="mt-0.5 text-xs italic text-muted-foreground">{line.notes}</p>
          )}
        </div>
        <p className="shrink-0 font-semibold tabular-nums">{formatBRL(cartSubtotal([line]))}</p>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <QuantityStepper
          name={line.name}
          quantity={line.quantity}
          onDecrement={() => actions.decrement(line.id)}
          onIncrement={() => actions.add(line)}
        />
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Remover ${line.name}`}
          onClick={() => actions.remove(line.id)}
        >
          <Trash2 aria-hidden="true" />
          Remover
        </Button>
      </div>
    </li>
  );
}
