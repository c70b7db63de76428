import { LockOpen, Wallet } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { IconCardHeader } from '@/components/icon-card-header';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { SubmitButton } from '@/components/submit-button';
import { parseMoney } from '@/domain/money';
import { useOpenCashSession } from '@/data/cash-register/open-cash-session';
import { toast } from '@/lib/toast';
import { openCashSchema } from './cash-schemas';
import { useZodForm } from '@/components/use-zod-form';

/** The register is closed: 'Abrir caixa' with the float (the change in the drawer to start). */
export function OpenCashForm() {
  const open = useOpenCashSession({ onSuccess: () => toast.success('Caixa aberto') });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(openCashSchema, {
    defaultValues: { openingAmount: '' },
  });
  const submit = handleSubmit(async ({ openingAmount }) => {
    await open.mutateAsync(parseMoney(openingAmount)).catch(() => {});
  });

  return (
    <Card>
      <IconCardHeader
        icon={Wallet}
        title="Caixa fechado"
        titleClassName="text-lg"
        description="Abra o caixa com o troco que está na gaveta. Os pagamentos marcados como pagos enquanto ele estiver aberto entram no fechamento."
      />
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          aria-label="Abrir caixa"
          className="flex flex-wrap items-end gap-4"
        >
          <div className="w-full sm:w-56">
            <FormField
              id="cash-opening-amount"
              label="Troco inicial"
              error={errors.openingAmount?.message}
            >
              <FormControl>
                <MoneyInput {...register('openingAmount')} />
              </FormControl>
            </FormField>
          </div>
          <SubmitButton
            type="submit"
            pending={isSubmitting}
            icon={<LockOpen aria-hidden="true" />}
            className="w-full sm:w-auto"
          >
            Abrir caixa
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
