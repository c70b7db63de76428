import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Clock, Globe, Info } from 'lucide-react';
import { CardContent } from '@/components/ui/card';
import { ChoiceSelect } from '@/components/choice-select';
import { userMessage } from '@/lib/error-messages';
import { useSaveOpeningHours } from '@/data/opening-hours/save-opening-hours';
import { toast } from '@/lib/toast';
import { SectionCard } from '../section-card';
import { CopyDayDialog } from './copy-day-dialog';
import { DayRow } from './day-row';
import { hoursSchema, toHoursValues, toWeek } from './hours-schema';
import { copyDay, rowsFromWeek, WEEKDAYS, type Week } from './schedule';
import { timezoneOptions } from './timezones';
import { CardSaveFooter } from '@/components/settings/card-save-footer';
import { useZodForm } from '@/components/use-zod-form';

interface HoursFormProps {
  week: Week;
  timezone: string;
}

/** The week's intervals and the shop's time zone, saved together. */
export function HoursForm({ week, timezone }: HoursFormProps) {
  const [copyFrom, setCopyFrom] = useState<number | null>(null);
  const form = useZodForm(hoursSchema, {
    defaultValues: toHoursValues(week, timezone),
  });
  const { control, register, handleSubmit, setValue, getValues, formState } = form;
  const days = useWatch({ control, name: 'days' });
  const chosenZone = useWatch({ control, name: 'timezone' });
  const empty = days.every((day) => day.intervals.length === 0);

  const save = useSaveOpeningHours({
    onSuccess: () =>
      toast.success('Horários salvos', { description: 'Os clientes já veem o novo horário.' }),
    onError: (error) => toast.error('Erro', { description: userMessage(error) }),
  });

  const submit = handleSubmit(
    (values) =>
      save.mutateAsync({ intervals: rowsFromWeek(toWeek(values)), timezone: values.timezone }),
    () => toast.error('Confira os horários', { description: 'Há horários a corrigir na semana.' }),
  );

  function copy(from: number, to: number[]) {
    const next = copyDay(toWeek(getValues()), from, to);
    for (const day of to) {
      setValue(`days.${day}.intervals`, next[day]!, { shouldDirty: true });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <SectionCard
        icon={Clock}
        title="Semana"
        description="Fora destes horários a loja não recebe pedidos; o cardápio continua aberto para consulta."
      >
        <CardContent>
          {empty ? (
            <p className="mb-2 flex gap-2 rounded-lg border border-info/30 bg-info/10 p-3 text-sm text-info-foreground">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Nenhum horário cadastrado: a loja recebe pedidos a qualquer hora. Ligue os dias em que
              abre para definir os horários.
            </p>
          ) : null}
          <ul className="divide-y" aria-label="Dias da semana">
            {WEEKDAYS.map((weekday) => (
              <DayRow
                key={weekday}
                weekday={weekday}
                control={control}
                register={register}
                errors={formState.errors.days?.[weekday]?.intervals as never}
                onCopy={setCopyFrom}
              />
            ))}
          </ul>
        </CardContent>
      </SectionCard>

      <SectionCard
        icon={Globe}
        title="Fuso horário"
        description="Os horários acima são lidos neste fuso, onde a loja fica."
      >
        <CardContent>
          <ChoiceSelect
            aria-label="Fuso horário"
            className="sm:max-w-md"
            value={chosenZone}
            onValueChange={(zone) => setValue('timezone', zone, { shouldDirty: true })}
            choices={timezoneOptions(timezone).map((zone) => ({
              value: zone.id,
              label: zone.label,
            }))}
          />
        </CardContent>
        <CardSaveFooter pending={save.isPending} label="Salvar horários" className="justify-end" />
      </SectionCard>

      <CopyDayDialog
        from={copyFrom}
        intervals={copyFrom === null ? [] : (days[copyFrom]?.intervals ?? [])}
        onCopy={copy}
        onClose={() => setCopyFrom(null)}
      />
    </form>
  );
}
