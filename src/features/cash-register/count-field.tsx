import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { formatBRL } from '@/domain/format';
import { CASH_METHOD_LABELS, type CashMethod } from '@/domain/cash-register/session';
import { DifferenceText } from './difference-text';

/** One method of the closing count: the amount counted, what was expected, the difference. */
export function CountField({
  method,
  expected,
  difference,
  error,
  registration,
}: {
  method: CashMethod;
  expected: number;
  /** Null until something is typed. */
  difference: number | null;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="grid items-start gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,1fr)_10rem]">
      <FormField
        id={`cash-count-${method}`}
        label={CASH_METHOD_LABELS[method]}
        error={error}
        hint={`Esperado ${formatBRL(expected)}`}
      >
        <FormControl>
          <MoneyInput {...registration} />
        </FormControl>
      </FormField>
      <p className="text-sm sm:pt-8 sm:text-right" aria-live="polite">
        {difference === null ? null : <DifferenceText value={difference} />}
      </p>
    </div>
  );
}
