import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/utils';
import { MAX_QUANTITY } from './cart-math';

interface QuantityStepperProps {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  onDecrement: () => void;
  onIncrement: () => void;
  size?: 'sm' | 'lg';
  /** The lowest quantity (the product sheet's 1); without it, minus at 1 takes the line out. */
  min?: number;
  className?: string;
}

/** − count + for one cart line; at 1 the minus takes the line out. */
export function QuantityStepper({
  name,
  quantity,
  onDecrement,
  onIncrement,
  size = 'sm',
  min,
  className,
}: QuantityStepperProps) {
  const button = cn(
    'grid shrink-0 place-items-center rounded-full text-primary outline-none transition-colors hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40',
    size === 'sm' ? 'size-11 md:size-9 [&_svg]:size-4' : 'size-11 [&_svg]:size-5',
  );
  return (
    <div
      role="group"
      aria-label={`Quantidade de ${name}`}
      className={cn(
        'inline-flex items-center justify-between rounded-full border bg-background',
        size === 'lg' && 'w-full border-primary/30 bg-primary/5',
        className,
      )}
    >
      <button
        type="button"
        className={button}
        aria-label={`Diminuir quantidade de ${name}`}
        disabled={min !== undefined && quantity <= min}
        onClick={onDecrement}
      >
        <Minus aria-hidden="true" />
      </button>
      <span
        aria-live="polite"
        className={cn(
          'min-w-7 text-center font-semibold tabular-nums',
          size === 'lg' ? 'text-base' : 'text-sm',
        )}
      >
        {quantity}
      </span>
      <button
        type="button"
        className={button}
        aria-label={`Aumentar quantidade de ${name}`}
        disabled={quantity >= MAX_QUANTITY}
        onClick={onIncrement}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
