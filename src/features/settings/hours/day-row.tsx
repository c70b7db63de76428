import {
  useFieldArray,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Copy, Moon, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import type { HoursValues } from './hours-schema';
import { DEFAULT_INTERVAL, intervalHint, maskTime, WEEKDAY_LABELS } from './schedule';

type IntervalErrors = { opensAt?: { message?: string }; closesAt?: { message?: string } };

interface DayRowProps {
  weekday: number;
  control: Control<HoursValues>;
  register: UseFormRegister<HoursValues>;
  errors: ReadonlyArray<IntervalErrors | undefined> | undefined;
  onCopy: (weekday: number) => void;
}

/** One day of the week: open or closed, its intervals, and the shortcut to copy it elsewhere. */
export function DayRow({ weekday, control, register, errors, onCopy }: DayRowProps) {
  const name = `days.${weekday}.intervals` as const;
  const { fields, append, remove, replace } = useFieldArray({ control, name });
  const intervals = useWatch({ control, name }) ?? [];
  const day = WEEKDAY_LABELS[weekday]!;
  const open = fields.length > 0;

  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6">
      <div className="flex items-center justify-between gap-3 sm:items-start sm:pt-2">
        <div className="flex items-center gap-3">
          <Switch
            checked={open}
            onCheckedChange={(on) => replace(on ? [{ ...DEFAULT_INTERVAL }] : [])}
            aria-label={`${day}: aberto`}
          />
          <span className="font-medium">{day}</span>
        </div>
        {open ? null : <span className="text-sm text-muted-foreground sm:hidden">Fechado</span>}
      </div>

      <div className="grid gap-3">
        {open ? null : (
          <p className="hidden text-sm text-muted-foreground sm:block sm:pt-2.5">Fechado</p>
        )}
        {fields.map((field, index) => {
          const error = errors?.[index]?.opensAt?.message ?? errors?.[index]?.closesAt?.message;
          const hint = intervals[index] ? intervalHint(intervals[index]) : null;
          const errorId = `hours-${weekday}-${index}-error`;
          const invalid = (key: 'opensAt' | 'closesAt') =>
            errors?.[index]?.[key] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
          return (
            <div key={field.id} className="grid gap-1.5">
              <div className="flex items-center gap-2">
                <TimeField
                  label={`${day}: abre às (horário ${index + 1})`}
                  invalid={invalid('opensAt')}
                  registration={register(`${name}.${index}.opensAt`)}
                />
                <span className="text-sm text-muted-foreground">até</span>
                <TimeField
                  label={`${day}: fecha às (horário ${index + 1})`}
                  invalid={invalid('closesAt')}
                  registration={register(`${name}.${index}.closesAt`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0 text-muted-foreground"
                  aria-label={`Remover horário ${index + 1} de ${day}`}
                  onClick={() => remove(index)}
                >
                  <X />
                </Button>
              </div>
              {error ? (
                <p id={errorId} className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : hint ? (
                <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Moon className="size-3.5" aria-hidden="true" />
                  {hint}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className={cn('flex flex-wrap gap-2', !open && 'hidden')}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => append({ ...DEFAULT_INTERVAL })}
            aria-label={`Adicionar horário em ${day}`}
          >
            <Plus aria-hidden="true" />
            Adicionar horário
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onCopy(weekday)}
            aria-label={`Copiar ${day} para outros dias`}
          >
            <Copy aria-hidden="true" />
            Copiar para outros dias
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * 'HH:MM' typed on a numeric keypad, 24 hours whatever the device's locale (a time input shows
 * "06:00 PM" on a browser in English).
 */
function TimeField({
  label,
  invalid,
  registration,
}: {
  label: string;
  invalid: object;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="00:00"
      maxLength={5}
      aria-label={label}
      className="w-full min-w-0 max-w-28 text-center tabular-nums"
      {...invalid}
      {...registration}
      onChange={(event) => {
        event.target.value = maskTime(event.target.value);
        void registration.onChange(event);
      }}
    />
  );
}
