import { CalendarClock } from 'lucide-react';
import { z } from 'zod';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useSaveSettings } from '../use-save-settings';
import { SectionCard } from '../section-card';
import { useZodForm } from '@/components/use-zod-form';

const businessDaySchema = z.object({
  dayStartsAt: z.string().regex(/^\d{2}:\d{2}$/, 'Informe um horário, por exemplo 05:00.'),
});

/**
 * When the shop's business day starts (company_settings.day_starts_at): the reports count a night
 * past midnight with the day it began (docs/reports.md).
 */
export function BusinessDayCard({ dayStartsAt }: { dayStartsAt: string }) {
  const save = useSaveSettings();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useZodForm(businessDaySchema, {
    defaultValues: { dayStartsAt: dayStartsAt.slice(0, 5) },
  });

  return (
    <SectionCard
      icon={CalendarClock}
      title="Dia de trabalho nos relatórios"
      description="Pedidos feitos antes deste horário contam no dia anterior: com 05:00, um pedido à 00:30 de sábado entra nas vendas de sexta. Vale no fuso horário da loja."
    >
      <CardContent>
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={handleSubmit((values) =>
            save
              .mutateAsync({
                patch: { day_starts_at: values.dayStartsAt },
                success: { title: 'Início do dia salvo' },
              })
              // a failure has the settings screens' error toast.
              .catch(() => undefined),
          )}
        >
          <FormField label="O dia começa às" error={errors.dayStartsAt?.message}>
            <FormControl>
              <Input type="time" className="w-36" {...register('dayStartsAt')} />
            </FormControl>
          </FormField>
          <SubmitButton
            pending={save.isPending}
            pendingLabel="Salvando..."
            type="submit"
            disabled={!isDirty}
          >
            Salvar
          </SubmitButton>
        </form>
      </CardContent>
    </SectionCard>
  );
}
