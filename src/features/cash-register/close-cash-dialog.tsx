import { useWatch } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { FormControl, FormField } from '@/components/form-field';
import {
  CASH_METHODS,
  cashDifference,
  type CashSessionReport,
} from '@/domain/cash-register/session';
import { useCloseCashSession } from '@/data/cash-register/close-cash-session';
import { toast } from '@/lib/toast';
import { closeCashSchema, typedAmounts, type CloseCashValues } from './cash-schemas';
import { CountField } from './count-field';
import { DifferenceText } from './difference-text';
import { useZodForm } from '@/components/use-zod-form';

const EMPTY: CloseCashValues = {
  counted: { cash: '', pix: '', credit: '', debit: '' },
  notes: '',
};

/** 'Fechar caixa': count each method, see the difference as it is typed, add notes, close. */
export function CloseCashDialog({
  open,
  report,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  report: CashSessionReport;
  onOpenChange: (open: boolean) => void;
  onClosed: (report: CashSessionReport) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      title="Fechar caixa"
      description="Conte o dinheiro da gaveta e confira o Pix e as maquininhas. Informe o valor de cada forma de pagamento."
    >
      <CloseCashForm report={report} onCancel={() => onOpenChange(false)} onClosed={onClosed} />
    </FormDialog>
  );
}

function CloseCashForm({
  report,
  onCancel,
  onClosed,
}: {
  report: CashSessionReport;
  onCancel: () => void;
  onClosed: (report: CashSessionReport) => void;
}) {
  const close = useCloseCashSession({
    onSuccess: (closed) => {
      toast.success('Caixa fechado');
      onClosed(closed);
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(closeCashSchema, { defaultValues: EMPTY });
  const typed = useWatch({ control, name: 'counted' });
  const counted = typedAmounts(typed);
  const difference = cashDifference(report.expected, counted);

  const submit = handleSubmit(async (values) => {
    await close
      .mutateAsync({ counted: typedAmounts(values.counted), notes: values.notes.trim() })
      .catch(() => {});
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Fechar caixa" className="grid gap-5">
      <div className="grid gap-4">
        {CASH_METHODS.map((method) => (
          <CountField
            key={method}
            method={method}
            expected={report.expected[method]}
            difference={typed[method] ? difference[method] : null}
            error={errors.counted?.[method]?.message}
            registration={register(`counted.${method}`)}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-muted px-4 py-3">
        <span className="font-medium">Diferença total</span>
        <DifferenceText value={difference.total} className="text-lg font-bold" />
      </div>
      <FormField id="cash-close-notes" label="Observações" error={errors.notes?.message}>
        <FormControl>
          <Textarea {...register('notes')} maxLength={500} rows={2} />
        </FormControl>
      </FormField>
      <FormDialogFooter pending={isSubmitting} onCancel={onCancel}>
        Fechar caixa
      </FormDialogFooter>
    </form>
  );
}
