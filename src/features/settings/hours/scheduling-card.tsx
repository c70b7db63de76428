import { z } from 'zod';
import { CalendarClock } from 'lucide-react';
import { CardContent } from '@/components/ui/card';
import { CardSaveFooter } from '@/components/settings/card-save-footer';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { InputField } from '../input-field';
import { SectionCard } from '../section-card';
import { FormSwitchRow } from '../switch-row';
import { useSaveSettings } from '../use-save-settings';
import { useZodForm } from '@/components/use-zod-form';

const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);

const schedulingSchema = z.object({
  enabled: z.boolean(),
  whenClosed: z.boolean(),
  daysAhead: whole(0, 14, 'Informe de 0 a 14 dias.'),
  slotMinutes: z.enum(['15', '30', '60']),
  leadMinutes: whole(0, 10080, 'Informe os minutos, de 0 a 10080.'),
  capacity: z.union([
    z.literal(''),
    whole(1, 10000, 'Informe um número de 1 a 10000, ou deixe em branco.'),
  ]),
});
type SchedulingValues = z.infer<typeof schedulingSchema>;

function valuesOf(s: CompanySettings | null): SchedulingValues {
  return {
    enabled: s?.scheduling_enabled ?? false,
    whenClosed: s?.scheduling_when_closed ?? false,
    daysAhead: String(s?.scheduling_days_ahead ?? 2),
    slotMinutes: String(s?.scheduling_slot_minutes ?? 30) as SchedulingValues['slotMinutes'],
    leadMinutes: String(s?.scheduling_lead_minutes ?? 60),
    capacity: s?.scheduling_slot_capacity == null ? '' : String(s.scheduling_slot_capacity),
  };
}

const NUMBER_FIELDS = [
  { name: 'daysAhead', label: 'Dias de antecedência', hint: '0 = só hoje' },
  {
    name: 'leadMinutes',
    label: 'Antecedência mínima (minutos)',
    hint: 'Tempo mínimo entre o pedido e o horário',
  },
  { name: 'capacity', label: 'Pedidos por horário', hint: 'Em branco = sem limite' },
] as const;

/** "Pedidos agendados": on/off, how far ahead, the slots, the lead time and the places per slot. */
export function SchedulingCard({ settings }: { settings: CompanySettings | null }) {
  const save = useSaveSettings();
  const form = useZodForm(schedulingSchema, {
    defaultValues: valuesOf(settings),
  });
  const onSubmit = form.handleSubmit((v) =>
    save.mutate({
      patch: {
        scheduling_enabled: v.enabled,
        scheduling_when_closed: v.whenClosed,
        scheduling_days_ahead: Number(v.daysAhead),
        scheduling_slot_minutes: Number(v.slotMinutes),
        scheduling_lead_minutes: Number(v.leadMinutes),
        scheduling_slot_capacity: v.capacity === '' ? null : Number(v.capacity),
      },
      success: { title: 'Agendamento salvo' },
    }),
  );

  return (
    <SectionCard
      icon={CalendarClock}
      title="Pedidos agendados"
      description="O cliente escolhe um horário dentro do funcionamento da loja. Nenhum pedido é trocado de horário."
    >
      <form onSubmit={onSubmit} noValidate>
        <CardContent className="grid gap-4">
          <FormSwitchRow
            control={form.control}
            name="enabled"
            label="Aceitar pedidos agendados"
            description="No checkout, o cliente escolhe entre “Agora” e “Agendar”."
          />
          <FormSwitchRow
            control={form.control}
            name="whenClosed"
            label="Receber agendamentos com a loja fechada"
            description="Fora do horário, o cliente ainda pode agendar para quando a loja abrir."
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {NUMBER_FIELDS.map((field) => (
              <InputField key={field.name} form={form} inputMode="numeric" {...field} />
            ))}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Duração de cada horário</legend>
            <div className="flex flex-wrap gap-2">
              {(['15', '30', '60'] as const).map((m) => (
                <label
                  key={m}
                  className="flex min-h-11 cursor-pointer items-center rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    value={m}
                    className="sr-only"
                    {...form.register('slotMinutes')}
                  />
                  {m} min
                </label>
              ))}
            </div>
          </fieldset>
        </CardContent>
        <CardSaveFooter
          pending={save.isPending}
          label="Salvar agendamento"
          className="mt-4 justify-end"
        />
      </form>
    </SectionCard>
  );
}
