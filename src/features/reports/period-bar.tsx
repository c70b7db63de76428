import { useState, type FormEvent } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  PERIOD_PRESETS,
  presetPeriod,
  type Period,
  type PeriodPreset,
} from '@/domain/reports/period';
import { cn } from '@/lib/utils';

export type PeriodChoice = Period & { preset: PeriodPreset | 'custom' };

/** Hoje, Ontem, 7 dias, 30 dias, Este mês, Mês passado or any two days (no limit on the range). */
export function PeriodBar({
  value,
  today,
  onChange,
}: {
  value: PeriodChoice;
  today: string;
  onChange: (next: PeriodChoice) => void;
}) {
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const error = from && to && from > to ? 'A data inicial deve ser antes da final.' : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!from || !to || error) return;
    onChange({ preset: 'custom', from, to });
  }

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Período" className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => {
          const active = !custom && value.preset === preset.value;
          return (
            <Button
              key={preset.value}
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              onClick={() => {
                setCustom(false);
                onChange({ preset: preset.value, ...presetPeriod(preset.value, today) });
              }}
            >
              {preset.label}
            </Button>
          );
        })}
        <Button
          size="sm"
          variant={custom ? 'default' : 'outline'}
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          Personalizado
        </Button>
      </div>
      {custom && (
        <form
          noValidate
          onSubmit={submit}
          className={cn('grid items-end gap-3 sm:flex sm:flex-wrap', error && 'sm:items-start')}
        >
          <FormField label="De" error={error}>
            <FormControl>
              <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </FormControl>
          </FormField>
          <FormField label="Até">
            <FormControl>
              <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </FormControl>
          </FormField>
          <SubmitButton pending={false} type="submit" disabled={!from || !to || Boolean(error)}>
            Ver período
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
