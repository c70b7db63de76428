import type { ChangeEvent, ComponentProps, FocusEvent } from 'react';
import { Input } from '@/components/ui/input';
import { normalizeMoneyInput } from '@/domain/money';
import { cn } from '@/lib/utils';

type MoneyInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode'>;

/**
 * The one field for an amount in reais: "R$" in front, a decimal keypad on phones, Brazilian format
 * ("7,50", "1.234,56"), rewritten so once the owner leaves it. Text, not type=number: a number
 * input reads "7,50" as 750 or nothing, depending on the browser. Works with react-hook-form's
 * `register` (the ref reaches the input) or controlled with `value` and `onChange`.
 */
export function MoneyInput({ className, onBlur, onChange, ...props }: MoneyInputProps) {
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const normalized = normalizeMoneyInput(input.value);
    if (normalized !== input.value) {
      input.value = normalized;
      // Reported as a change (react-hook-form treats an event of type blur as a touch only). A plain
      // object: the browser's own event's getters refuse an object made from it.
      onChange?.({
        type: 'change',
        target: input,
        currentTarget: input,
      } as ChangeEvent<HTMLInputElement>);
    }
    onBlur?.(event);
  };

  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-muted-foreground md:text-sm"
      >
        R$
      </span>
      <Input
        autoComplete="off"
        placeholder="0,00"
        {...props}
        type="text"
        inputMode="decimal"
        onChange={onChange}
        onBlur={handleBlur}
        className={cn('pl-10 tabular-nums', className)}
      />
    </div>
  );
}
