import { z } from 'zod';
import { CalendarX, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import {
  useAddBlockedDate,
  useBlockedDates,
  useRemoveBlockedDate,
} from '@/data/schedule/blocked-dates';
import { toast } from '@/lib/toast';
import { SectionCard } from '../section-card';
import { useZodForm } from '@/components/use-zod-form';

const blockSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Escolha a data.'),
  reason: z.string().trim().max(120, 'Use até 120 caracteres.'),
});

/** dd/MM/yyyy of a yyyy-mm-dd day, with no time zone involved. */
function dayText(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** "Datas bloqueadas": days with no scheduling slots (a holiday, a day off), with the reason. */
export function BlockedDatesCard() {
  const dates = useBlockedDates();
  const add = useAddBlockedDate({
    onSuccess: () => {
      toast.success('Data bloqueada');
      form.reset({ date: '', reason: '' });
    },
  });
  const remove = useRemoveBlockedDate({ onSuccess: () => toast.success('Data liberada') });
  const form = useZodForm(blockSchema, {
    defaultValues: { date: '', reason: '' },
  });
  const { errors } = form.formState;

  return (
    <SectionCard
      icon={CalendarX}
      title="Datas bloqueadas"
      description="Dias em que não há horários para agendar, como feriados."
    >
      <CardContent className="grid gap-4">
        <form
          noValidate
          onSubmit={form.handleSubmit((v) => add.mutate(v))}
          className="grid items-end gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
        >
          <FormField label="Data" error={errors.date?.message}>
            <FormControl>
              <Input type="date" {...form.register('date')} />
            </FormControl>
          </FormField>
          <FormField label="Motivo" error={errors.reason?.message}>
            <FormControl>
              <Input placeholder="Ex.: Feriado" {...form.register('reason')} />
            </FormControl>
          </FormField>
          <SubmitButton pending={add.isPending} type="submit">
            Bloquear data
          </SubmitButton>
        </form>
        {dates.data?.length ? (
          <ul className="grid gap-2">
            {dates.data.map((d) => (
              <li
                key={d.date}
                className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium tabular-nums">{dayText(d.date)}</span>
                  {d.reason ? <span className="text-muted-foreground"> · {d.reason}</span> : null}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Liberar ${dayText(d.date)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(d.date)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhuma data bloqueada.</p>
        )}
      </CardContent>
    </SectionCard>
  );
}
